import { Navigate, Route, Routes } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { LanguageRoute } from './language-route';

/**
 * The route table of the spec: '/' and every unknown path replace the history
 * entry with '/de'; '/:lng/*' shows the site in that language.
 */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/${DEFAULT_LANGUAGE}`} replace />} />
      <Route path="/:lng/*" element={<LanguageRoute />} />
      <Route path="*" element={<Navigate to={`/${DEFAULT_LANGUAGE}`} replace />} />
    </Routes>
  );
}
