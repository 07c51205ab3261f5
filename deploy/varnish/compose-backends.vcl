# The instances of docker-compose.yml (app1, app2), probed on /healthz; included by profemax.vcl.
# `npm run cluster` writes its own version of this file with the loopback ports of its instances.
backend app1 {
  .host = "app1";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
}
backend app2 {
  .host = "app2";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
}

sub vcl_init {
  new profemax = directors.round_robin();
  profemax.add_backend(app1);
  profemax.add_backend(app2);
}
