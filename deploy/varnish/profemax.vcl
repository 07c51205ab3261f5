# ProfeMax's caching reverse proxy (Varnish 7, Debian's `varnish`), shared by `npm run cluster`
# (scripts/lib/cluster.mjs) and docker-compose.yml. The instances are declared in
# profemax-backends.vcl, found on varnishd's vcl_path: backends with a /healthz probe and a
# `profemax` round-robin director built in their own vcl_init. Why Varnish: docs/deployment.md.
vcl 4.1;

import directors;
import std;

include "profemax-backends.vcl";

sub vcl_recv {
  set req.backend_hint = profemax.backend();

  # A staff change (PURGE from src/lib/proxy-purge.ts): ban every stored answer (staff edits are rare;
  # refilling costs one request per page to the shared route cache). Sent after the change's tags
  # were expired in Redis, so what is fetched next is fresh.
  # Who may: whoever sends the shared secret, `X-Purge-Token` equal to PROXY_PURGE_TOKEN in varnishd's
  # environment (the instances send it from theirs). Not a network range: behind a NAT or a load balancer
  # on private addresses every visitor is a private address. Unset or empty: nobody may purge.
  if (req.method == "PURGE") {
    if (std.getenv("PROXY_PURGE_TOKEN") == "" || req.http.X-Purge-Token != std.getenv("PROXY_PURGE_TOKEN")) {
      return (synth(403, "Forbidden"));
    }
    ban("obj.status != 0");
    return (synth(200, "Banned"));
  }
  # The secret never travels further than this proxy.
  unset req.http.X-Purge-Token;

  # The client's address for the app's rate limits: set here, never taken from the client.
  set req.http.X-Forwarded-For = client.ip;

  # Probes of the instances pass through; the proxy's own health answers here.
  if (req.url == "/proxy-health") {
    return (synth(200, "ok"));
  }
  if (req.url ~ "^/(healthz|readyz)$") {
    return (pass);
  }

  # Anything with a session (Payload's cookie or a token header) or any cookie at all, and every
  # write, goes to an instance and is never stored: staff pages and personal data are never shared.
  if (req.http.Authorization || req.http.Cookie || (req.method != "GET" && req.method != "HEAD")) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  # Keep answers a day past their freshness: served while one request refreshes them, and while every
  # instance is down (the director then has no healthy backend).
  set beresp.grace = 24h;
  # Compress once into the cache; the instances may send plain text.
  if (!beresp.http.Content-Encoding && beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml)|image/svg)") {
    set beresp.do_gzip = true;
  }
  # Reads are fetched whole before the client sees a byte: an instance killed in the middle of a body
  # then fails the fetch instead of cutting the visitor's answer, and vcl_deliver starts it again.
  if (bereq.method == "GET" || bereq.method == "HEAD") {
    set beresp.do_stream = false;
  }
  # A failing instance on a read: try the next one (the director moves on) before answering.
  if (beresp.status >= 500 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # Everything else is Varnish's built-in rule: freshness from Cache-Control (s-maxage first); never
  # stored when the answer sets a cookie or says private/no-store/no-cache.
}

sub vcl_backend_error {
  # An instance killed or unreachable during a read: the director's next backend answers.
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

# A read whose fetch failed (an instance died mid-answer, or every retry failed) starts over once
# more on the next instance before the visitor gets a 503.
sub vcl_synth {
  if (resp.status == 503 && req.restarts < 2 && (req.method == "GET" || req.method == "HEAD")) {
    return (restart);
  }
}

sub vcl_deliver {
  if (resp.status == 503 && req.restarts < 2 && (req.method == "GET" || req.method == "HEAD") && req.url !~ "^/readyz") {
    return (restart);
  }
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
