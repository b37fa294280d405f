// Async boundary: shared singletons (React, the UI kit …) are resolved before any code uses them.
void import('./bootstrap');
