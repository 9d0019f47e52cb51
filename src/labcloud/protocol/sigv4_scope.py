"""The credential scope of a SigV4 ``Authorization`` header (or ``X-Amz-Credential`` value).

``Credential=<access key>/<yyyymmdd>/<region>/<service>/aws4_request``: routing reads the signing
service and the caller's key from it on every request. The header differs on every call (its
signature does), but its scope rarely does, so the scope text is cut out with string methods and
its parsed fields kept by that text; the regular expression only runs on a scope not seen before.
"""

from __future__ import annotations

import re

_CREDENTIAL = re.compile(r"Credential=([^/,\s]+)/(\d{8})/([^/]+)/([^/]+)/aws4_request")
_TERMINATOR = "aws4_request"
#: Parsed scopes by their text (a handful in practice: a key per caller, a region, a service, a day).
_SEEN: dict[str, tuple[str, str, str, str]] = {}
_MAX_SEEN = 512

Scope = tuple[str, str, str, str]  # access key, date, region, signing service


def credential_scope(text: str) -> Scope | None:
    """The scope named in ``text`` (the first ``Credential=...aws4_request`` in it), or None.

    Same answer as searching ``text`` with the regular expression: a scope's fields hold no ``/``, so
    the first ``Credential=`` either starts the match, ending at the first ``aws4_request`` after
    it, or the expression is tried on the whole text."""
    start = text.find("Credential=")
    if start < 0:
        return None
    end = text.find(_TERMINATOR, start)
    if end < 0:
        return None
    key = text[start : end + len(_TERMINATOR)]
    found = _SEEN.get(key)
    if found is not None:
        return found
    match = _CREDENTIAL.fullmatch(key)
    if match is None:
        later = _CREDENTIAL.search(text)  # malformed at its first mention: what the expression finds
        return None if later is None else (later[1], later[2], later[3], later[4])
    if len(_SEEN) >= _MAX_SEEN:
        _SEEN.clear()
    found = _SEEN[key] = (match[1], match[2], match[3], match[4])
    return found
