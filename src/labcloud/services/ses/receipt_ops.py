"""SES v1's receipt rule sets and rules: create, clone, describe, list, delete (never the active set), activate,
and a set's rules created, updated, described, deleted and ordered (``receipt_rules.py``); a rule's targets
are checked as AWS checks them (``receipt_checks.py``) before it is kept."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ses import errors, paging, receipt_checks, receipt_rules
from labcloud.services.ses.events import emit
from labcloud.services.ses.repo import receipts
from labcloud.services.ses.repo.receipts import RuleSet
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        CloneReceiptRuleSetRequest,
        CloneReceiptRuleSetResponse,
        CreateReceiptRuleRequest,
        CreateReceiptRuleResponse,
        CreateReceiptRuleSetRequest,
        CreateReceiptRuleSetResponse,
        DeleteReceiptRuleRequest,
        DeleteReceiptRuleResponse,
        DeleteReceiptRuleSetRequest,
        DeleteReceiptRuleSetResponse,
        DescribeActiveReceiptRuleSetRequest,
        DescribeActiveReceiptRuleSetResponse,
        DescribeReceiptRuleRequest,
        DescribeReceiptRuleResponse,
        DescribeReceiptRuleSetRequest,
        DescribeReceiptRuleSetResponse,
        ListReceiptRuleSetsRequest,
        ListReceiptRuleSetsResponse,
        ReceiptRule,
        ReceiptRuleSetMetadata,
        ReorderReceiptRuleSetRequest,
        ReorderReceiptRuleSetResponse,
        SetActiveReceiptRuleSetRequest,
        SetActiveReceiptRuleSetResponse,
        SetReceiptRulePositionRequest,
        SetReceiptRulePositionResponse,
        UpdateReceiptRuleRequest,
        UpdateReceiptRuleResponse,
    )

#: Rule sets an account may have in a region (AWS's limit).
MAX_RULE_SETS = 40
#: Rule sets one ListReceiptRuleSets page answers.
PAGE = 100


def _arn(ctx: RequestContext, name: str) -> str:
    return ctx.arn("ses", f"receipt-rule-set/{name}")


def _metadata(one: RuleSet) -> ReceiptRuleSetMetadata:
    return {"Name": one.name, "CreatedTimestamp": datetime.fromtimestamp(one.created, tz=timezone.utc)}


def _find(state: SesState, ctx: RequestContext, name: str) -> RuleSet:
    found = receipts.find_set(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise errors.rule_set_missing(name)
    return found


def _new_set(state: SesState, ctx: RequestContext, name: str) -> None:
    receipt_rules.check_name(name, "rule set")
    if receipts.find_set(state.store, ctx.account_id, ctx.region, name) is not None:
        raise errors.exists("Rule set", name)
    if receipts.count_sets(state.store, ctx.account_id, ctx.region) >= MAX_RULE_SETS:
        raise errors.limit_exceeded(f"Maximum number of receipt rule sets ({MAX_RULE_SETS}) exceeded.")
    receipts.add_set(state.store, ctx.account_id, ctx.region, name, clock.now())
    emit(state, "ses.receipt_rule_set.created", ctx.account_id, ctx.region, _arn(ctx, name), rule_set=name)


def create_receipt_rule_set(
    state: SesState, request: CreateReceiptRuleSetRequest, ctx: RequestContext
) -> CreateReceiptRuleSetResponse:
    with state.store.transaction():
        _new_set(state, ctx, request["RuleSetName"])
    return {}


def clone_receipt_rule_set(
    state: SesState, request: CloneReceiptRuleSetRequest, ctx: RequestContext
) -> CloneReceiptRuleSetResponse:
    with state.store.transaction():
        original = _find(state, ctx, request["OriginalRuleSetName"]).name
        _new_set(state, ctx, request["RuleSetName"])
        copied = receipts.rules(state.store, ctx.account_id, ctx.region, original)
        receipts.put_rules(state.store, ctx.account_id, ctx.region, request["RuleSetName"], copied)
    return {}


def delete_receipt_rule_set(
    state: SesState, request: DeleteReceiptRuleSetRequest, ctx: RequestContext
) -> DeleteReceiptRuleSetResponse:
    name = request["RuleSetName"]
    with state.store.transaction():
        found = receipts.find_set(state.store, ctx.account_id, ctx.region, name)
        if found is not None and found.active:
            raise errors.cannot_delete(name)
        if receipts.delete_set(state.store, ctx.account_id, ctx.region, name):
            emit(
                state,
                "ses.receipt_rule_set.deleted",
                ctx.account_id,
                ctx.region,
                _arn(ctx, name),
                rule_set=name,
            )
    return {}


def _rules(state: SesState, ctx: RequestContext, name: str) -> list[ReceiptRule]:
    return cast("list[ReceiptRule]", receipts.rules(state.store, ctx.account_id, ctx.region, name))


def describe_receipt_rule_set(
    state: SesState, request: DescribeReceiptRuleSetRequest, ctx: RequestContext
) -> DescribeReceiptRuleSetResponse:
    found = _find(state, ctx, request["RuleSetName"])
    return {"Metadata": _metadata(found), "Rules": _rules(state, ctx, found.name)}


def describe_active_receipt_rule_set(
    state: SesState, request: DescribeActiveReceiptRuleSetRequest, ctx: RequestContext
) -> DescribeActiveReceiptRuleSetResponse:
    found = receipts.active_set(state.store, ctx.account_id, ctx.region)
    if found is None:
        return {}
    return {"Metadata": _metadata(found), "Rules": _rules(state, ctx, found.name)}


def list_receipt_rule_sets(
    state: SesState, request: ListReceiptRuleSetsRequest, ctx: RequestContext
) -> ListReceiptRuleSetsResponse:
    start = paging.after(request.get("NextToken"), errors.invalid_value("Invalid NextToken."))
    rows = receipts.sets(state.store, ctx.account_id, ctx.region, start, PAGE + 1)
    answer: ListReceiptRuleSetsResponse = {"RuleSets": [_metadata(row) for row in rows[:PAGE]]}
    if len(rows) > PAGE:
        answer["NextToken"] = paging.token(rows[PAGE - 1].name)
    return answer


def set_active_receipt_rule_set(
    state: SesState, request: SetActiveReceiptRuleSetRequest, ctx: RequestContext
) -> SetActiveReceiptRuleSetResponse:
    name = request.get("RuleSetName")
    with state.store.transaction():
        if name:
            _find(state, ctx, name)
        receipts.activate(state.store, ctx.account_id, ctx.region, name or None)
        emit(
            state,
            "ses.receipt_rule_set.activated",
            ctx.account_id,
            ctx.region,
            _arn(ctx, name) if name else "",
            rule_set=name or None,
        )
    return {}


def _rule_event(state: SesState, ctx: RequestContext, kind: str, rule_set: str, rule: str) -> None:
    emit(
        state,
        kind,
        ctx.account_id,
        ctx.region,
        receipt_checks.rule_arn(ctx, rule_set, rule),
        rule_set=rule_set,
        rule=rule,
    )


async def create_receipt_rule(
    state: SesState, request: CreateReceiptRuleRequest, ctx: RequestContext
) -> CreateReceiptRuleResponse:
    name = request["RuleSetName"]
    rule = receipt_rules.normalized(cast("dict[str, Any]", request["Rule"]))
    _find(state, ctx, name)
    await receipt_checks.check_actions(state, ctx, name, rule)
    with state.store.transaction():
        _find(state, ctx, name)
        ordered = receipts.rules(state.store, ctx.account_id, ctx.region, name)
        if any(one["Name"] == rule["Name"] for one in ordered):
            raise errors.exists("Rule", rule["Name"])
        if len(ordered) >= receipt_rules.MAX_RULES:
            raise errors.limit_exceeded(
                f"Maximum number of rules in a rule set ({receipt_rules.MAX_RULES}) exceeded."
            )
        ordered = receipt_rules.placed(ordered, rule, request.get("After"))
        receipts.put_rules(state.store, ctx.account_id, ctx.region, name, ordered)
        _rule_event(state, ctx, "ses.receipt_rule.created", name, rule["Name"])
    return {}


async def update_receipt_rule(
    state: SesState, request: UpdateReceiptRuleRequest, ctx: RequestContext
) -> UpdateReceiptRuleResponse:
    name = request["RuleSetName"]
    rule = receipt_rules.normalized(cast("dict[str, Any]", request["Rule"]))
    ordered = receipts.rules(state.store, ctx.account_id, ctx.region, _find(state, ctx, name).name)
    receipt_rules.index_of(ordered, rule["Name"])
    await receipt_checks.check_actions(state, ctx, name, rule)
    with state.store.transaction():
        _find(state, ctx, name)
        ordered = receipts.rules(state.store, ctx.account_id, ctx.region, name)
        ordered[receipt_rules.index_of(ordered, rule["Name"])] = rule
        receipts.put_rules(state.store, ctx.account_id, ctx.region, name, ordered)
        _rule_event(state, ctx, "ses.receipt_rule.updated", name, rule["Name"])
    return {}


def delete_receipt_rule(
    state: SesState, request: DeleteReceiptRuleRequest, ctx: RequestContext
) -> DeleteReceiptRuleResponse:
    name, rule = request["RuleSetName"], request["RuleName"]
    with state.store.transaction():
        _find(state, ctx, name)
        ordered = receipts.rules(state.store, ctx.account_id, ctx.region, name)
        kept = [one for one in ordered if one["Name"] != rule]
        if len(kept) != len(ordered):
            receipts.put_rules(state.store, ctx.account_id, ctx.region, name, kept)
            _rule_event(state, ctx, "ses.receipt_rule.deleted", name, rule)
    return {}


def describe_receipt_rule(
    state: SesState, request: DescribeReceiptRuleRequest, ctx: RequestContext
) -> DescribeReceiptRuleResponse:
    name = request["RuleSetName"]
    ordered = _rules(state, ctx, _find(state, ctx, name).name)
    at = receipt_rules.index_of(cast("list[dict[str, Any]]", ordered), request["RuleName"])
    return {"Rule": ordered[at]}


def reorder_receipt_rule_set(
    state: SesState, request: ReorderReceiptRuleSetRequest, ctx: RequestContext
) -> ReorderReceiptRuleSetResponse:
    name = request["RuleSetName"]
    with state.store.transaction():
        _find(state, ctx, name)
        ordered = receipts.rules(state.store, ctx.account_id, ctx.region, name)
        ordered = receipt_rules.reordered(ordered, list(request["RuleNames"]))
        receipts.put_rules(state.store, ctx.account_id, ctx.region, name, ordered)
    return {}


def set_receipt_rule_position(
    state: SesState, request: SetReceiptRulePositionRequest, ctx: RequestContext
) -> SetReceiptRulePositionResponse:
    name, moved = request["RuleSetName"], request["RuleName"]
    with state.store.transaction():
        _find(state, ctx, name)
        ordered = receipts.rules(state.store, ctx.account_id, ctx.region, name)
        rule = ordered.pop(receipt_rules.index_of(ordered, moved))
        after = request.get("After")
        if after == moved:
            raise errors.invalid_value("A rule cannot be placed after itself.")
        ordered = receipt_rules.placed(ordered, rule, after)
        receipts.put_rules(state.store, ctx.account_id, ctx.region, name, ordered)
    return {}
