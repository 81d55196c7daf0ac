/* global window, document, location, btoa, URL, setTimeout */
/**
 * A stand-in for the browser APIs of reCAPTCHA v2, hCaptcha and Turnstile,
 * served on loopback to the end-to-end tests by captcha-provider.ts. It keeps
 * the providers' public shape (render with callbacks, execute, getResponse,
 * reset, remove, the onload query parameter) and mints tokens its own
 * siteverify endpoint accepts. The provider is the first segment of its path.
 */
(function () {
  var source = new URL(document.currentScript.src);
  var provider = source.pathname.split('/')[1];
  var onloadName = source.searchParams.get('onload');
  var globalName = { recaptcha: 'grecaptcha', hcaptcha: 'hcaptcha', turnstile: 'turnstile' }[
    provider
  ];
  var widgets = [];

  function base64url(text) {
    return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function mint(widget) {
    var claims = {
      k: widget.params.sitekey,
      h: location.hostname,
      a: widget.params.action || null,
      n: Math.random().toString(36).slice(2) + Date.now().toString(36),
    };
    return provider + '.' + base64url(JSON.stringify(claims));
  }

  function find(id) {
    var widget = id === undefined ? widgets[0] : widgets[Number(id)];
    if (!widget || widget.removed) throw new Error('Invalid ' + globalName + ' widget id');
    return widget;
  }

  function solve(widget) {
    if (widget.removed) return;
    widget.response = mint(widget);
    if (widget.status) widget.status.textContent = 'Success!';
    if (typeof widget.params.callback === 'function') widget.params.callback(widget.response);
  }

  function styled(tag, css, text) {
    var element = document.createElement(tag);
    element.style.cssText = css;
    if (text) element.textContent = text;
    return element;
  }

  var BOX = 'border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a;';

  /** Turnstile's managed widget: a visible box that passes on its own, as it does for most people. */
  function drawTurnstile(widget) {
    var box = styled(
      'div',
      BOX +
        'width:300px;height:65px;display:flex;align-items:center;padding:0 16px;box-sizing:border-box;font:14px sans-serif;',
    );
    widget.status = styled('span', '', 'Verifying…');
    box.appendChild(widget.status);
    widget.node.appendChild(box);
    setTimeout(function () {
      solve(widget);
    }, 50);
  }

  /** reCAPTCHA's invisible badge, drawn inline as badge: 'inline' asks. */
  function drawRecaptchaBadge(widget) {
    var badge = styled(
      'div',
      BOX + 'width:256px;padding:8px;font:12px sans-serif;',
      'protected by reCAPTCHA (local test)',
    );
    badge.className = 'grecaptcha-badge';
    widget.node.appendChild(badge);
  }

  /** hCaptcha's challenge: shown over the page until the person answers or closes it. */
  function showChallenge(widget) {
    if (widget.challenge) {
      widget.challenge.querySelector('button').focus();
      return;
    }
    var box = styled(
      'div',
      BOX +
        'position:fixed;z-index:2147483647;top:30%;left:50%;transform:translateX(-50%);padding:16px;font:16px sans-serif;',
    );
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'hCaptcha challenge');
    box.appendChild(styled('p', 'margin:0 0 12px', 'Please confirm you are human.'));
    var answer = styled('button', 'margin-right:8px', 'I am human');
    var close = styled('button', '', 'Close challenge');
    answer.type = close.type = 'button';
    box.appendChild(answer);
    box.appendChild(close);
    function dismiss() {
      box.remove();
      widget.challenge = null;
    }
    answer.onclick = function () {
      dismiss();
      solve(widget);
    };
    close.onclick = function () {
      dismiss();
      if (typeof widget.params['close-callback'] === 'function') widget.params['close-callback']();
    };
    widget.challenge = box;
    document.body.appendChild(box);
    answer.focus();
  }

  var api = {
    render: function (container, params) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      if (!element) throw new Error(globalName + ': the container does not exist');
      if (!params || !params.sitekey) throw new Error(globalName + ': missing sitekey');
      var widget = { id: widgets.length, params: params, response: '', node: null };
      widget.node = document.createElement('div');
      element.appendChild(widget.node);
      widgets.push(widget);
      if (provider === 'turnstile') drawTurnstile(widget);
      if (provider === 'recaptcha' && params.badge === 'inline') drawRecaptchaBadge(widget);
      return provider === 'recaptcha' ? widget.id : String(widget.id);
    },
    execute: function (id) {
      var widget = find(id);
      if (provider === 'hcaptcha') showChallenge(widget);
      else
        setTimeout(function () {
          solve(widget);
        }, 30);
    },
    getResponse: function (id) {
      return find(id).response;
    },
    reset: function (id) {
      var widget = find(id);
      widget.response = '';
      if (provider === 'turnstile') {
        widget.status.textContent = 'Verifying…';
        setTimeout(function () {
          solve(widget);
        }, 50);
      }
    },
    remove: function (id) {
      var widget = find(id);
      widget.removed = true;
      widget.node.remove();
      if (widget.challenge) widget.challenge.remove();
    },
    ready: function (callback) {
      setTimeout(callback, 0);
    },
  };
  if (provider === 'recaptcha') delete api.remove;

  window[globalName] = api;
  if (onloadName && typeof window[onloadName] === 'function') {
    setTimeout(function () {
      window[onloadName]();
    }, 0);
  }
})();
