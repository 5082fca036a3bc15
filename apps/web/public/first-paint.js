(function (doc) {
  var visitor = true;
  var username;
  try {
    var stored = localStorage;
    visitor = !stored.token;
    doc.documentElement.classList.toggle(
      'dark',
      stored.theme ? stored.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches,
    );
    username = JSON.parse(stored.user).username;
  } catch (e) {}
  if (!visitor && location.pathname == '/activities')
    doc.head.appendChild(doc.createElement('script')).src = '/early-activities.js';
  doc.addEventListener('readystatechange', function () {
    var entry = doc.querySelector('link[data-entry]');
    if (entry) {
      entry.removeAttribute('data-entry');
      var start = function () {
        var script = doc.createElement('script');
        script.type = 'module';
        script.src = entry.href;
        doc.head.appendChild(script);
      };
      if (doc.hidden) start();
      else
        requestAnimationFrame(function () {
          setTimeout(start);
        });
    }
    var root = doc.getElementById('root');
    var path = location.pathname;
    doc.querySelectorAll('template').forEach(function (template) {
      var data = template.dataset;
      if ((visitor ? data.prerendered : data.signedIn) == path) {
        root.appendChild(template.content);
        if (visitor) root.dataset.prerendered = path;
        if (username)
          root.querySelectorAll('.skeleton-word').forEach(function (word) {
            word.replaceWith(username);
          });
      }
      template.remove();
    });
  });
})(document);
