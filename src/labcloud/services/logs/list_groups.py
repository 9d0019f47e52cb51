"""ListLogGroups: the newer, lighter log group listing (name, ARN and class of each group).

``logGroupNamePattern`` is up to five ``|``-separated alternatives, each a substring match or,
with a leading ``^``, a prefix match (a ``.`` matches any character, as in a regular expression).
Filters combine with AND. labcloud keeps no field indexes and no data-source metadata, so a
filter on ``fieldIndexNames`` or ``dataSources`` selects no group.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .names import group_arn
from .repo.groups import Groups
from .tokens import decode_token, encode_token

DEFAULT_PAGE = 50


def name_matcher(pattern: str) -> re.Pattern[str]:
    alternatives = []
    for part in pattern.split("|"):
        anchored = part.startswith("^")
        body = part[1:] if anchored else part
        escaped = re.escape(body).replace("\\.", ".")
        alternatives.append(("^" if anchored else "") + escaped)
    return re.compile("|".join(alternatives))


def list_log_groups(
    groups: Groups, account_id: str, region: str, params: Mapping[str, Any]
) -> dict[str, Any]:
    accounts = params.get("accountIdentifiers")
    if accounts and account_id not in accounts:
        # labcloud has no linked (source) accounts: only the caller's own groups exist.
        return {"logGroups": []}
    if params.get("fieldIndexNames") or params.get("dataSources"):
        return {"logGroups": []}
    after: str | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if not isinstance(decoded, str):
            raise invalid_parameter("The specified nextToken is invalid.")
        after = decoded
    rows = groups.listed(
        account_id,
        region,
        log_group_class=params.get("logGroupClass"),
        tags=[(tag["key"], list(tag.get("values") or [])) for tag in params.get("logGroupTags") or []],
        after=after,
    )
    pattern = params.get("logGroupNamePattern")
    if pattern:
        matcher = name_matcher(pattern)
        rows = [row for row in rows if matcher.search(row.name)]
    limit = int(params.get("limit") or DEFAULT_PAGE)
    out: dict[str, Any] = {
        "logGroups": [
            {
                "logGroupName": row.name,
                "logGroupArn": group_arn(row.region, row.account_id, row.name),
                "logGroupClass": row.log_group_class,
            }
            for row in rows[:limit]
        ]
    }
    if len(rows) > limit:
        out["nextToken"] = encode_token(rows[limit - 1].name)
    return out
