"""Tags on users and customer managed policies, and untagging roles (TagRole/ListRoleTags live in roles.py).

Each entity keeps its tags as a JSON list of ``{"Key", "Value"}`` in its own row; a tag key is
unique per entity (a second value for a key replaces the first) and an entity holds at most 50.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.core import IamCore, no_such_entity, tags_out
from labcloud.services.iam.paging import page

MAX_TAGS = 50


def merged(current: str, added: list[dict[str, str]], quota: str) -> str:
    tags = {t["Key"]: t["Value"] for t in tags_out(current)}
    tags.update({t["Key"]: t["Value"] for t in added})
    if len(tags) > MAX_TAGS:
        raise AwsError("LimitExceeded", f"Cannot exceed quota for {quota}: {MAX_TAGS}.", status=409)
    return json.dumps([{"Key": k, "Value": v} for k, v in tags.items()])


def without(current: str, keys: list[str]) -> str:
    removed = set(keys)
    return json.dumps([t for t in tags_out(current) if t["Key"] not in removed])


class TaggingOps(IamCore):
    """TagUser/UntagUser/ListUserTags, TagPolicy/UntagPolicy/ListPolicyTags, UntagRole."""

    def _customer_policy_row(self, ctx: RequestContext, arn: str) -> Any:
        row = self.store.one("SELECT * FROM iam_policies WHERE arn=? AND account_id=?", (arn, ctx.account_id))
        if row is None:
            raise no_such_entity(f"Policy {arn} was not found.")
        return row

    def _set_tags(self, table: str, where: str, key: tuple[str, ...], tags: str) -> None:
        with self.store.transaction():
            self.store.execute(f"UPDATE {table} SET tags=? WHERE {where}", (tags, *key))

    def untag_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._set_tags(
            "iam_roles",
            "account_id=? AND name=?",
            (ctx.account_id, role["name"]),
            without(role["tags"], params["TagKeys"]),
        )
        return {}

    def tag_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._set_tags(
            "iam_users",
            "account_id=? AND name=?",
            (ctx.account_id, user["name"]),
            merged(user["tags"], params["Tags"], "TagsPerUser"),
        )
        return {}

    def untag_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._set_tags(
            "iam_users",
            "account_id=? AND name=?",
            (ctx.account_id, user["name"]),
            without(user["tags"], params["TagKeys"]),
        )
        return {}

    def list_user_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        return page(tags_out(user["tags"]), params, "Tags")

    def tag_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._customer_policy_row(ctx, params["PolicyArn"])
        self._set_tags(
            "iam_policies", "arn=?", (row["arn"],), merged(row["tags"], params["Tags"], "TagsPerPolicy")
        )
        return {}

    def untag_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._customer_policy_row(ctx, params["PolicyArn"])
        self._set_tags("iam_policies", "arn=?", (row["arn"],), without(row["tags"], params["TagKeys"]))
        return {}

    def list_policy_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._customer_policy_row(ctx, params["PolicyArn"])
        return page(tags_out(row["tags"]), params, "Tags")
