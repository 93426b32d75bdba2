import MiniSearch from 'minisearch';
import fs from 'node:fs';
import { StemmerDe } from '@nlpjs/lang-de';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { functionWords } from '/work/main/server/src/assistant/understanding/vocabulary';
const R='/work/main/src/locales/';
type P={id:number;text:string;src:string;lang:string};
const passages:P[]=[];
function leaves(o:any,path:string,out:[string,string][]){ if(typeof o==='string') out.push([path,o]); else if(Array.isArray(o)) o.forEach((x,i)=>leaves(x,path+'.'+i,out)); else if(o&&typeof o==='object') for(const k of Object.keys(o)) leaves(o[k],path+'.'+k,out);}
for(const lang of ['en','de']){
  for(const f of ['privacy','about','charlesTech','portfolio','hero','contact','legal']){
    const out:[string,string][]=[]; leaves(JSON.parse(fs.readFileSync(R+lang+'/'+f+'.json','utf8')),f,out);
    for(const [p,t] of out){ if(/title|meta|eyebrow|label|_one$|hostNamed|provider$|cv|visit|readMore/.test(p)) continue; if(t.split(' ').length<4) continue;
      passages.push({id:passages.length,text:t.replace(/\{\{count\}\}/g,'180'),src:p,lang}); }
  }
  const a=JSON.parse(fs.readFileSync(R+lang+'/assistant.json','utf8')).answers;
  for(const k of Object.keys(a)) passages.push({id:passages.length,text:a[k].answer+' '+a[k].questions.join(' '),src:'answer.'+k,lang});
}
const ST:any={en:new StemmerEn(),de:new StemmerDe()};
const idx:any={};
for(const lang of ['en','de']){ const stop=functionWords(lang as any);
  idx[lang]=new MiniSearch<P>({fields:['text'],storeFields:['text','src'],processTerm:(t)=>{const w=t.toLowerCase().normalize('NFD').replace(/\p{M}/gu,''); return stop.has(w)||w.length<2?null:ST[lang].stemWord(w);},searchOptions:{fuzzy:0.15,prefix:false}});
  idx[lang].addAll(passages.filter(p=>p.lang===lang));
}
const files=process.argv.slice(2);
for(const f of files){ const d=JSON.parse(fs.readFileSync(f,'utf8'));
 for(const c of d.conversations){ c.turns.forEach((t:any,i:number)=>{
  if(!/not sure I understood|nicht sicher, ob ich|couldn't find an answer|finde ich auf der Website keine/.test(t.reply)) return;
  const lang=/nicht sicher|finde ich/.test(t.reply)?'de':'en';
  const r=idx[lang].search(t.user);
  const prev=i>0?c.turns[i-1].user:'';
  console.log(`== ${c.id}#${i} [${lang}] ${t.user.slice(0,140)}${prev?'  (prev: '+prev.slice(0,60)+')':''}`);
  for(const h of r.slice(0,2)) console.log(`   ${h.score.toFixed(1)} ${Object.keys(h.match).join(',')} | ${h.src} | ${h.text.slice(0,110)}`);
 });}}
