"""Request forms released clients still send that today's models no longer name (method and URI changes).

labcloud routes by the models of the botocore it runs with; a client carries its own, older models. Where
a later model only added or dropped a trailing slash, every route already accepts both
(``models._compile_uri``). Where an operation moved to another method and URI, its older form is listed
here: it routes to the same operation, and the members that form sent in the query string (now members of
the JSON body) are read from there. ``tools/released_forms.py`` finds these forms in released botocore
wheels; ``tests/clients/test_released_forms.py`` replays every one.
"""

from __future__ import annotations

import json
from dataclasses import replace

from labcloud.protocol.wire import WireRequest

#: service -> (method, URI template, operation, members the form sent in its query string). SES v2's
#: list operations were GETs with query paging until botocore 1.44 made them POSTs with a JSON body.
FORMS: dict[str, tuple[tuple[str, str, str, tuple[str, ...]], ...]] = {
    "sesv2": (
        ("GET", "/v2/email/configuration-sets", "ListConfigurationSets", ("NextToken", "PageSize")),
        (
            "GET",
            "/v2/email/contact-lists/{ContactListName}/contacts",
            "ListContacts",
            ("NextToken", "PageSize"),
        ),
        ("GET", "/v2/email/identities", "ListEmailIdentities", ("NextToken", "PageSize")),
        ("GET", "/v2/email/import-jobs", "ListImportJobs", ("NextToken", "PageSize")),
        (
            "PUT",
            "/v1/email/identities/{EmailIdentity}/dkim/signing",
            "PutEmailIdentityDkimSigningAttributes",
            (),
        ),
    ),
}


def as_current(request: WireRequest, query_members: tuple[str, ...]) -> WireRequest:
    """``request`` in its operation's current form: the query members moved into the JSON body (a
    value the body also gives is left as the body gives it)."""
    moved = {key: value for key, value in request.query if key in query_members}
    if not moved:
        return request
    try:
        body = json.loads(request.body) if request.body.strip() else {}
    except ValueError:
        return request  # the codec answers the body's own error
    if not isinstance(body, dict):
        return request
    return replace(request, body=json.dumps({**moved, **body}).encode())
