"""labcloud's live web view: a static page fed by the event stream and the services' snapshots."""
