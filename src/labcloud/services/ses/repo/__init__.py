"""All of SES's SQL (both APIs, ``ses`` and ``sesv2``, share these tables)."""
