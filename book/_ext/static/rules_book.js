/* The rules book, on every page: when the book's own server (book/_ext/serve.py, ./serve.sh) serves
   it, that server sets the cookie rules_book_server=<its port>, and this marks the page with the class
   rb-served, so that rules_book.css shows each chapter's way to its live page on that server
   (.rb-server-link). On any other host (a copy of the site, no server behind it) the link stays
   hidden (a host's cookies are shared by its ports: the port in the cookie must be this page's).
   Loaded in the page's head: the class is there before the page is drawn. */
(function () {
  let cookies = '';
  try {
    cookies = document.cookie;  // a page without an origin of its own (sandboxed) may not read it
  } catch (error) {
    return;
  }
  const served = /(?:^|;\s*)rules_book_server=(\d+)(?:;|$)/.exec(cookies);
  if (served && served[1] === (location.port || (location.protocol === 'https:' ? '443' : '80'))) {
    document.documentElement.classList.add('rb-served');
  }
})();
