// An async boundary: the shared singletons (React, the store, shared/*) are negotiated by the
// federation runtime before any of the app's modules run, so nothing needs to be `eager`. The
// chunk's name lets the build find what the login page loads (tooling/shell-pages.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
