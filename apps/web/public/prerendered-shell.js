// Paints a visitor's prerendered screen before any module loads (see build-tools/prerender-plugin.ts).
(function () {
  var root = document.getElementById('root');
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('token'));
  } catch (e) {
    /* storage blocked: a visitor */
  }
  var templates = document.querySelectorAll('template[data-prerendered]');
  for (var i = 0; i < templates.length; i += 1) {
    var template = templates[i];
    if (!signedIn && root && template.getAttribute('data-prerendered') === location.pathname) {
      root.appendChild(template.content);
      root.setAttribute('data-prerendered', location.pathname);
    }
    template.remove();
  }
})();
