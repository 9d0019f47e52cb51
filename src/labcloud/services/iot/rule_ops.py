"""Topic rules: CreateTopicRule, GetTopicRule, ListTopicRules, ReplaceTopicRule, DeleteTopicRule,
EnableTopicRule, DisableTopicRule. The SQL is parsed and validated on create (``SqlParseException``),
each action's kind is one labcloud runs and the caller may pass its role (``iam:PassRole``, asked of IAM
through the action map). Topic rule destinations are refused by name (``absent`` in ``service.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import actions, names, tag_ops
from labcloud.services.iot.errors import exists, invalid, limit, sql_parse, unauthorized
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.sql import parse
from labcloud.services.iot.state import MAX_RULES, IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        CreateTopicRuleRequest,
        CreateTopicRuleResponse,
        DeleteTopicRuleRequest,
        DeleteTopicRuleResponse,
        DisableTopicRuleRequest,
        DisableTopicRuleResponse,
        EnableTopicRuleRequest,
        EnableTopicRuleResponse,
        GetTopicRuleRequest,
        GetTopicRuleResponse,
        ListTopicRulesRequest,
        ListTopicRulesResponse,
        ReplaceTopicRuleRequest,
        ReplaceTopicRuleResponse,
        TopicRuleListItem,
    )

SQL_VERSIONS = ("2016-03-23",)


def roles_of(payload: dict[str, Any]) -> list[str]:
    """The roles a rule's actions act as (for ``iam:PassRole``); checks each action's kind."""
    found = [actions.check(a) for a in payload.get("actions") or []]
    if payload.get("errorAction"):
        found.append(actions.check(payload["errorAction"]))
    return [r for r in found if r]


def _checked(payload: dict[str, Any]) -> dict[str, Any]:
    version = payload.get("awsIotSqlVersion") or "2016-03-23"
    if version not in SQL_VERSIONS:
        raise invalid(f"awsIotSqlVersion {version!r}: labcloud's IoT SQL is version 2016-03-23")
    try:
        parse.statement(payload["sql"])
    except parse.SqlError as error:
        raise sql_parse(str(error)) from None
    if len(payload.get("actions") or []) > 10:
        raise invalid("A rule has at most 10 actions")
    roles_of(payload)
    kept = {k: v for k, v in payload.items() if v is not None}
    kept["awsIotSqlVersion"] = version
    kept.setdefault("ruleDisabled", False)
    kept.setdefault("actions", [])
    return kept


def create_topic_rule(
    state: IotState, request: CreateTopicRuleRequest, ctx: RequestContext
) -> CreateTopicRuleResponse:
    name = request["ruleName"]
    names.check("rule", name)
    payload = _checked(dict(request["topicRulePayload"]))
    pairs = dict(parse_qsl(request.get("tags") or "", keep_blank_values=True))
    with state.store.transaction():
        if records.rule(state.store, ctx.account_id, ctx.region, name) is not None:
            raise exists(f"Rule {name} already exists", name, names.arn(ctx, "rule", name))
        if len(records.rules(state.store, ctx.account_id, ctx.region)) >= MAX_RULES:
            raise limit(f"An account holds at most {MAX_RULES} topic rules in a region")
        records.put_rule(state.store, records.Rule(ctx.account_id, ctx.region, name, payload, clock.now()))
        tag_ops.add(state, names.arn(ctx, "rule", name), pairs)
        emit(
            state,
            "iot.rule.created",
            ctx.account_id,
            ctx.region,
            names.arn(ctx, "rule", name),
            sql=payload["sql"],
        )
    return {}


def _find(state: IotState, ctx: RequestContext, name: str) -> records.Rule:
    found = records.rule(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        # AWS IoT answers a rule that does not exist as one the caller may not see (the model declares no
        # ResourceNotFoundException for the rule operations)
        raise unauthorized(f"Rule {name} does not exist")
    return found


def get_topic_rule(
    state: IotState, request: GetTopicRuleRequest, ctx: RequestContext
) -> GetTopicRuleResponse:
    rule = _find(state, ctx, request["ruleName"])
    body: dict[str, Any] = {
        "ruleName": rule.name,
        "createdAt": names.at(rule.created),
        **{k: v for k, v in rule.payload.items() if k != "ruleName"},
    }
    return {"ruleArn": names.arn(ctx, "rule", rule.name), "rule": body}  # type: ignore[typeddict-item]


def list_topic_rules(
    state: IotState, request: ListTopicRulesRequest, ctx: RequestContext
) -> ListTopicRulesResponse:
    size = names.page_size(request.get("maxResults"), 10000)
    wanted_disabled = request.get("ruleDisabled")
    prefix = request.get("topic")
    found = records.rules(state.store, ctx.account_id, ctx.region, names.after(request.get("nextToken")))
    if wanted_disabled is not None:
        found = [r for r in found if bool(r.payload.get("ruleDisabled")) == wanted_disabled]
    patterns = {r.name: parse.statement(r.payload["sql"]).topic_filter for r in found}
    if prefix:  # a rule without FROM (Basic Ingest only) has no topic pattern to match
        found = [r for r in found if (patterns[r.name] or "").startswith(prefix)]
    page = found[:size]
    items: list[TopicRuleListItem] = []
    for r in page:
        item: TopicRuleListItem = {
            "ruleArn": names.arn(ctx, "rule", r.name),
            "ruleName": r.name,
            "createdAt": names.at(r.created),
            "ruleDisabled": bool(r.payload.get("ruleDisabled")),
        }
        pattern = patterns[r.name]
        if pattern is not None:
            item["topicPattern"] = pattern
        items.append(item)
    out: ListTopicRulesResponse = {"rules": items}
    if len(found) > size:
        out["nextToken"] = names.token(page[-1].name)
    return out


def replace_topic_rule(
    state: IotState, request: ReplaceTopicRuleRequest, ctx: RequestContext
) -> ReplaceTopicRuleResponse:
    payload = _checked(dict(request["topicRulePayload"]))
    with state.store.transaction():
        rule = _find(state, ctx, request["ruleName"])
        records.put_rule(
            state.store, records.Rule(rule.account_id, rule.region, rule.name, payload, rule.created)
        )
        emit(
            state,
            "iot.rule.replaced",
            ctx.account_id,
            ctx.region,
            names.arn(ctx, "rule", rule.name),
            sql=payload["sql"],
        )
    return {}


def delete_topic_rule(
    state: IotState, request: DeleteTopicRuleRequest, ctx: RequestContext
) -> DeleteTopicRuleResponse:
    with state.store.transaction():
        rule = _find(state, ctx, request["ruleName"])
        records.remove_rule(state.store, ctx.account_id, ctx.region, rule.name)
        records.remove_tags(state.store, names.arn(ctx, "rule", rule.name))
        emit(state, "iot.rule.deleted", ctx.account_id, ctx.region, names.arn(ctx, "rule", rule.name))
    return {}


def _set_disabled(state: IotState, ctx: RequestContext, name: str, disabled: bool) -> None:
    with state.store.transaction():
        rule = _find(state, ctx, name)
        payload = {**rule.payload, "ruleDisabled": disabled}
        records.put_rule(
            state.store, records.Rule(rule.account_id, rule.region, rule.name, payload, rule.created)
        )
        emit(
            state,
            "iot.rule.disabled" if disabled else "iot.rule.enabled",
            ctx.account_id,
            ctx.region,
            names.arn(ctx, "rule", rule.name),
        )


def enable_topic_rule(
    state: IotState, request: EnableTopicRuleRequest, ctx: RequestContext
) -> EnableTopicRuleResponse:
    _set_disabled(state, ctx, request["ruleName"], False)
    return {}


def disable_topic_rule(
    state: IotState, request: DisableTopicRuleRequest, ctx: RequestContext
) -> DisableTopicRuleResponse:
    _set_disabled(state, ctx, request["ruleName"], True)
    return {}
