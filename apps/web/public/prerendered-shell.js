// Shows the screen prerendered for this address (templates written into index.html at build time)
// before any module has loaded; main.tsx then hydrates it. Only for visitors: a signed-in
// student's screens differ (the navigation, the landing page's buttons), so theirs render in the
// browser as before. An external file: the CSP allows no inline script.
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
