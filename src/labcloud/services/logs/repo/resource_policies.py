"""Account-scoped resource policies (PutResourcePolicy, DescribeResourcePolicies, DeleteResourcePolicy),
stored in ``logs_resource_policies``: at most ten per account and region, as AWS's quota says.

Policies are stored and reported; labcloud does not evaluate them (services that would write
into log groups on their behalf are not emulated). Log-group-scoped policies (``resourceArn``,
``expectedRevisionId``) are refused loudly.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import Any

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..errors import invalid_parameter
from ..tokens import decode_token, encode_token

MAX_POLICIES = 10
DEFAULT_PAGE = 50


def check_put(params: Mapping[str, Any]) -> tuple[str, str]:
    """The policy name and document of a PutResourcePolicy request AWS would accept."""
    _refuse_resource_scope(params)
    name, document = params.get("policyName"), params.get("policyDocument")
    if not name:
        raise invalid_parameter("policyName is required for account-scoped resource policies.")
    if document is None:
        raise invalid_parameter("policyDocument is required.")
    try:
        parsed = json_document.loads(document)
    except ValueError:
        raise invalid_parameter("Policy document is not valid JSON.") from None
    if not isinstance(parsed, dict):
        raise invalid_parameter("Policy document is not valid JSON.")
    return name, document


def _refuse_resource_scope(params: Mapping[str, Any]) -> None:
    for member in ("resourceArn", "expectedRevisionId"):
        if params.get(member):
            raise invalid_parameter(
                f"labcloud supports account-scoped resource policies only: {member} is not supported"
            )


def policy_not_found(name: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"Policy with name [{name}] does not exist", status=400)


class ResourcePolicies:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, account_id: str, region: str, name: str, document: str, now: int) -> dict[str, Any]:
        exists = self.store.one(
            "SELECT 1 FROM logs_resource_policies WHERE account_id = ? AND region = ? AND name = ?",
            (account_id, region, name),
        )
        if exists is None:
            count = self.store.scalar(
                "SELECT COUNT(*) FROM logs_resource_policies WHERE account_id = ? AND region = ?",
                (account_id, region),
            )
            if count >= MAX_POLICIES:
                raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        self.store.execute(
            "INSERT INTO logs_resource_policies (account_id, region, name, document, last_updated)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (account_id, region, name) DO UPDATE SET"
            " document = excluded.document, last_updated = excluded.last_updated",
            (account_id, region, name, document, now),
        )
        return {
            "policyName": name,
            "policyDocument": document,
            "lastUpdatedTime": now,
            "policyScope": "ACCOUNT",
        }

    def delete(self, account_id: str, region: str, params: Mapping[str, Any]) -> None:
        _refuse_resource_scope(params)
        name = params.get("policyName")
        if not name:
            raise invalid_parameter("policyName is required for account-scoped resource policies.")
        cursor = self.store.execute(
            "DELETE FROM logs_resource_policies WHERE account_id = ? AND region = ? AND name = ?",
            (account_id, region, name),
        )
        if cursor.rowcount == 0:
            raise policy_not_found(name)

    def describe(self, account_id: str, region: str, params: Mapping[str, Any]) -> dict[str, Any]:
        if params.get("resourceArn") or params.get("policyScope") == "RESOURCE":
            # Log-group-scoped policies cannot be created here, so there are none.
            return {"resourcePolicies": []}
        sql = "SELECT * FROM logs_resource_policies WHERE account_id = ? AND region = ?"
        args: list[Any] = [account_id, region]
        token = params.get("nextToken")
        if token:
            after = decode_token(token)
            if not isinstance(after, str):
                raise invalid_parameter("The specified nextToken is invalid.")
            sql += " AND name > ?"
            args.append(after)
        limit = int(params.get("limit") or DEFAULT_PAGE)
        rows = self.store.all(sql + " ORDER BY name LIMIT ?", [*args, limit + 1])
        out: dict[str, Any] = {"resourcePolicies": [_describe(row) for row in rows[:limit]]}
        if len(rows) > limit:
            out["nextToken"] = encode_token(rows[limit - 1]["name"])
        return out


def _describe(row: sqlite3.Row) -> dict[str, Any]:
    return {
        "policyName": row["name"],
        "policyDocument": row["document"],
        "lastUpdatedTime": row["last_updated"],
        "policyScope": "ACCOUNT",
    }
