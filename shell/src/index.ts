// An async boundary: the shared singletons (React, the store, shared/*) are negotiated by the
// federation runtime before any of the app's modules run, so nothing needs to be `eager`.
import('./bootstrap');
