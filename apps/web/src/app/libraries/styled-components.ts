// Imported on its own before the app (main.tsx): styled-components' evaluation, which takes
// over the server's style tags rule by rule, is then a task of its own. (An export, not a bare
// import: the package declares no side effects, so a bare import would be dropped.)
export { StyleSheetManager } from 'styled-components';
