"""Saved Logs Insights queries: PutQueryDefinition, DescribeQueryDefinitions, DeleteQueryDefinition,
stored by ``repo/query_definitions.py`` (at most 1000 per account and region).

A definition is stored as given: its query string is not parsed here (AWS saves queries that only
fail when run), and it may name log groups that do not exist. ``clientToken`` (which SDKs fill in)
makes a retried create return the definition the first call made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .repo.query_definitions import QueryDefinition, QueryDefinitions
from .tokens import decode_token, encode_token

DEFAULT_PAGE = 1000


def put_definition(
    definitions: QueryDefinitions, account_id: str, region: str, params: Mapping[str, Any], now: int
) -> str:
    return definitions.put(
        account_id,
        region,
        definition_id=params.get("queryDefinitionId"),
        client_token=params.get("clientToken"),
        name=params["name"],
        query_language=params.get("queryLanguage") or "CWLI",
        query_string=params["queryString"],
        log_group_names=list(params.get("logGroupNames") or []),
        parameters=list(params["parameters"]) if params.get("parameters") else None,
        now=now,
    )


def describe_definitions(
    definitions: QueryDefinitions, account_id: str, region: str, params: Mapping[str, Any]
) -> dict[str, Any]:
    after: tuple[str, str] | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if not isinstance(decoded, list) or len(decoded) != 2 or not all(isinstance(a, str) for a in decoded):
            raise invalid_parameter("The specified nextToken is invalid.")
        after = (decoded[0], decoded[1])
    limit = int(params.get("maxResults") or DEFAULT_PAGE)
    rows = definitions.page(
        account_id,
        region,
        prefix=params.get("queryDefinitionNamePrefix"),
        query_language=params.get("queryLanguage"),
        after=after,
        limit=limit + 1,
    )
    out: dict[str, Any] = {"queryDefinitions": [describe_definition(row) for row in rows[:limit]]}
    if len(rows) > limit:
        out["nextToken"] = encode_token([rows[limit - 1].name, rows[limit - 1].id])
    return out


def describe_definition(row: QueryDefinition) -> dict[str, Any]:
    out: dict[str, Any] = {
        "queryLanguage": row.query_language,
        "queryDefinitionId": row.id,
        "name": row.name,
        "queryString": row.query_string,
        "lastModified": row.last_modified,
    }
    if row.log_group_names:
        out["logGroupNames"] = row.log_group_names
    if row.parameters:
        out["parameters"] = row.parameters
    return out
