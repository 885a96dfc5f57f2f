// Imported on its own before the app (main.tsx): React DOM's evaluation is then a task of its
// own instead of part of the app's, the longest task of a first visit on a slow phone.
import 'react-dom/client';
