"""Rule operations: put (create or update), describe, list, enable, disable, delete, names by target."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.events import paging, patterns, schedule
from labcloud.services.events.errors import invalid_pattern, validation
from labcloud.services.events.matching import compiled
from labcloud.services.events.names import bus_name, existing_bus, existing_rule
from labcloud.services.events.publish import emit
from labcloud.services.events.records import DEFAULT_BUS, Rule
from labcloud.services.events.repo import rules
from labcloud.services.events.state import EventsState
from labcloud.services.events.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        DeleteRuleRequest,
        DeleteRuleResponse,
        DescribeRuleRequest,
        DescribeRuleResponse,
        DisableRuleRequest,
        DisableRuleResponse,
        EnableRuleRequest,
        EnableRuleResponse,
        ListRuleNamesByTargetRequest,
        ListRuleNamesByTargetResponse,
        ListRulesRequest,
        ListRulesResponse,
        PutRuleRequest,
        PutRuleResponse,
    )
    from labcloud.services.events.api import Rule as RuleShape

STATES = ("ENABLED", "DISABLED", "ENABLED_WITH_ALL_CLOUDTRAIL_MANAGEMENT_EVENTS")


def check_pattern(text: str) -> None:
    try:
        compiled(text)
    except patterns.PatternError as error:
        raise invalid_pattern(error.reason) from None


def check_schedule(text: str) -> schedule.Schedule:
    try:
        return schedule.parse(text)
    except ValueError:
        raise validation("Parameter ScheduleExpression is not valid.") from None


def put_rule(state: EventsState, request: PutRuleRequest, ctx: RequestContext) -> PutRuleResponse:
    name = request["Name"]
    pattern = request.get("EventPattern")
    expression = request.get("ScheduleExpression")
    if not pattern and not expression:
        raise validation("Parameter(s) EventPattern or ScheduleExpression must be specified.")
    if pattern:
        check_pattern(pattern)
    found_schedule = check_schedule(expression) if expression else None
    rule_state = request.get("State") or "ENABLED"
    if rule_state not in STATES:
        raise validation(f"Parameter State is not valid: {rule_state}.")
    now = clock.now()
    with state.store.transaction():
        bus = existing_bus(state.store, request.get("EventBusName"), ctx)
        if found_schedule is not None and bus.name != DEFAULT_BUS:
            raise validation("ScheduleExpression is supported only on the default event bus.")
        existing = rules.find(state.store, ctx.account_id, ctx.region, bus.name, name)
        if existing is not None and existing.managed_by:
            raise managed_error(existing)
        next_fire = None
        if found_schedule is not None and rule_state != "DISABLED":
            keep = existing is not None and existing.schedule == expression and existing.next_fire is not None
            next_fire = (
                existing.next_fire if keep and existing is not None else found_schedule.next_after(now)
            )
        rule = Rule(
            ctx.account_id,
            ctx.region,
            bus.name,
            name,
            pattern or None,
            expression or None,
            rule_state,
            request.get("Description"),
            request.get("RoleArn"),
            None,
            merged(existing.tags if existing else {}, request.get("Tags")),
            existing.created if existing else now,
            next_fire,
        )
        rules.save(state.store, rule)
        emit(
            state,
            "events.rule.updated" if existing else "events.rule.created",
            ctx.account_id,
            ctx.region,
            rule.arn,
            rule=name,
            bus=bus.name,
            event_pattern=rule.event_pattern,
            schedule=rule.schedule,
            rule_state=rule_state,
        )
    return {"RuleArn": rule.arn}


def managed_error(rule: Rule) -> Exception:
    return validation(f"Rule {rule.name} is managed by {rule.managed_by} and cannot be changed.")


def shape(rule: Rule) -> RuleShape:
    found: RuleShape = {"Name": rule.name, "Arn": rule.arn, "State": rule.state, "EventBusName": rule.bus}
    if rule.event_pattern is not None:
        found["EventPattern"] = rule.event_pattern
    if rule.schedule is not None:
        found["ScheduleExpression"] = rule.schedule
    if rule.description is not None:
        found["Description"] = rule.description
    if rule.role_arn is not None:
        found["RoleArn"] = rule.role_arn
    if rule.managed_by is not None:
        found["ManagedBy"] = rule.managed_by
    return found


def describe_rule(
    state: EventsState, request: DescribeRuleRequest, ctx: RequestContext
) -> DescribeRuleResponse:
    rule = existing_rule(state.store, request["Name"], request.get("EventBusName"), ctx)
    answer: DescribeRuleResponse = {**shape(rule), "CreatedBy": rule.account_id}
    return answer


def list_rules(state: EventsState, request: ListRulesRequest, ctx: RequestContext) -> ListRulesResponse:
    bus = existing_bus(state.store, request.get("EventBusName"), ctx)
    limit = paging.limit(request.get("Limit"))
    found = rules.listed(
        state.store,
        ctx.account_id,
        ctx.region,
        bus.name,
        request.get("NamePrefix") or "",
        paging.after(request.get("NextToken")),
        limit + 1,
    )
    answer: ListRulesResponse = {"Rules": [shape(rule) for rule in found[:limit]]}
    if len(found) > limit:
        answer["NextToken"] = paging.token(found[limit - 1].name)
    return answer


def _set_state(state: EventsState, name: str, given_bus: str | None, ctx: RequestContext, value: str) -> None:
    now = clock.now()
    with state.store.transaction():
        rule = existing_rule(state.store, name, given_bus, ctx)
        if rule.managed_by:
            raise managed_error(rule)
        next_fire = None
        if rule.schedule and value != "DISABLED":
            next_fire = (
                rule.next_fire
                if rule.enabled and rule.next_fire
                else check_schedule(rule.schedule).next_after(now)
            )
        rules.save(state.store, replace(rule, state=value, next_fire=next_fire))
        emit(
            state,
            "events.rule.updated",
            ctx.account_id,
            ctx.region,
            rule.arn,
            rule=name,
            bus=rule.bus,
            rule_state=value,
        )


def enable_rule(state: EventsState, request: EnableRuleRequest, ctx: RequestContext) -> EnableRuleResponse:
    _set_state(state, request["Name"], request.get("EventBusName"), ctx, "ENABLED")
    return {}


def disable_rule(state: EventsState, request: DisableRuleRequest, ctx: RequestContext) -> DisableRuleResponse:
    _set_state(state, request["Name"], request.get("EventBusName"), ctx, "DISABLED")
    return {}


def delete_rule(state: EventsState, request: DeleteRuleRequest, ctx: RequestContext) -> DeleteRuleResponse:
    name = request["Name"]
    bus = bus_name(request.get("EventBusName"), ctx)
    with state.store.transaction():
        rule = rules.find(state.store, ctx.account_id, ctx.region, bus, name)
        if rule is None:
            return {}  # AWS answers a delete of a missing rule with success
        if rule.managed_by and not request.get("Force"):
            raise managed_error(rule)
        if rules.targets(state.store, rule):
            raise validation("Rule can't be deleted since it has targets.")
        rules.delete(state.store, rule)
        emit(state, "events.rule.deleted", ctx.account_id, ctx.region, rule.arn, rule=name, bus=bus)
    return {}


def list_rule_names_by_target(
    state: EventsState, request: ListRuleNamesByTargetRequest, ctx: RequestContext
) -> ListRuleNamesByTargetResponse:
    bus = existing_bus(state.store, request.get("EventBusName"), ctx)
    names = rules.rule_names_by_target(
        state.store, ctx.account_id, ctx.region, bus.name, request["TargetArn"]
    )
    after = paging.after(request.get("NextToken"))
    limit = paging.limit(request.get("Limit"))
    names = [name for name in names if name > after]
    answer: ListRuleNamesByTargetResponse = {"RuleNames": names[:limit]}
    if len(names) > limit:
        answer["NextToken"] = paging.token(names[limit - 1])
    return answer
