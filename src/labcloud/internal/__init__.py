"""labcloud's own HTTP API under ``/_labcloud/`` (health, reset, events, ledgers, the view)."""
