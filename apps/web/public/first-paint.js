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
  var early = !visitor && location.pathname == '/activities';
  if (early) {
    // On the largest paint's path (list, then picture): not the low priority of an async script.
    var list = doc.head.appendChild(doc.createElement('script'));
    list.fetchPriority = 'high';
    list.src = '/early-activities.js';
  }
  doc.addEventListener('readystatechange', function () {
    var entry = doc.querySelector('link[data-entry]');
    var held;
    if (entry) {
      entry.removeAttribute('data-entry');
      var start = function () {
        if (!entry) return;
        if (held) doc.head.appendChild(held);
        var script = doc.createElement('script');
        script.type = 'module';
        script.src = entry.href;
        doc.head.appendChild(script);
        entry = 0;
      };
      if (doc.hidden) start();
      else if (early) {
        // The early script starts the app once the first activity's picture has painted in the
        // shell (app/early-first-picture.ts); a slow list must not hold the app back for long.
        window.startApp = start;
        setTimeout(start, 1000);
      } else
        requestAnimationFrame(function () {
          setTimeout(start);
        });
    }
    var root = doc.getElementById('root');
    var path = location.pathname;
    doc.querySelectorAll('template').forEach(function (template) {
      var data = template.dataset;
      if ((visitor ? data.prerendered : data.signedIn) == path) {
        // A shell's chunks wait for the entry (the first frame, on /activities the first picture).
        if (entry && data.preloads != null) held = template.content;
        else root.appendChild(template.content);
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
