// Not from npm: the one script of ours in this folder (see _vendor/README.md).
// Loaded after require.js and before embed-amd.js. embed-amd.js works out the folder of its
// font files from the URL RequireJS gives its module (@jupyter-widgets/html-manager/...):
// without these paths that URL is under the page's own folder and the fonts answer 404.
(function () {
  var src = document.currentScript && document.currentScript.src;
  if (!src || typeof require === "undefined") {
    return;
  }
  var folder = src.slice(0, src.lastIndexOf("/"));
  require.config({
    paths: {
      "@jupyter-widgets/html-manager": folder + "/embed-amd",
      "@jupyter-widgets/html-manager/dist": folder,
    },
  });
})();
