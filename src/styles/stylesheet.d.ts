// A stylesheet imported on demand (`import('./x.css')`) is a module with no exports.
declare module '*.css';
