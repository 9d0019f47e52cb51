"""Listeners and their rules: Create/Describe/Modify/DeleteListener, Create/Describe/Modify/DeleteRule
and SetRulePriorities. Each listener has a default rule (``IsDefault``, priority ``default``) whose
actions are the listener's default actions. Application load balancers take HTTP listeners (served by
labcloud, ``dataplane.py``) and HTTPS listeners with an ACM certificate (``certificates.py``, served through
the same plain-HTTP front door); network load balancers TCP, UDP, TCP_UDP and TLS listeners (kept, not served)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.elbv2 import actions, arns, attributes, certificates, errors, lookup, publish, tagging
from labcloud.services.elbv2.lb_ops import paged
from labcloud.services.elbv2.repo.resources import LISTENER, RULE, Resource
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        CreateListenerRequest,
        CreateListenerResponse,
        CreateRuleRequest,
        CreateRuleResponse,
        DeleteListenerRequest,
        DeleteListenerResponse,
        DeleteRuleRequest,
        DeleteRuleResponse,
        DescribeListenerAttributesRequest,
        DescribeListenerAttributesResponse,
        DescribeListenersRequest,
        DescribeListenersResponse,
        DescribeRulesRequest,
        DescribeRulesResponse,
        ModifyListenerAttributesRequest,
        ModifyListenerAttributesResponse,
        ModifyListenerRequest,
        ModifyListenerResponse,
        ModifyRuleRequest,
        ModifyRuleResponse,
        SetRulePrioritiesRequest,
        SetRulePrioritiesResponse,
    )

MAX_LISTENERS = 50
MAX_RULES = 100
_NETWORK_PROTOCOLS = ("TCP", "UDP", "TCP_UDP", "TLS")


def _protocol(lb: Resource, protocol: str | None) -> str:
    if lb.doc["Type"] == "application":
        protocol = protocol or "HTTP"
        if protocol not in ("HTTP", "HTTPS"):
            raise errors.validation(f"Protocol '{protocol}' must be one of 'HTTP, HTTPS'")
    else:
        if protocol not in _NETWORK_PROTOCOLS:
            raise errors.validation(f"Protocol '{protocol}' must be one of 'TCP, TLS, UDP, TCP_UDP'")
    return protocol


def create_listener(
    state: Elbv2State, request: CreateListenerRequest, ctx: RequestContext
) -> CreateListenerResponse:
    lb = lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
    protocol = _protocol(lb, request.get("Protocol"))
    secure = certificates.secure_settings(state, ctx, protocol, request, None)
    if "Port" not in request:
        raise errors.validation("A listener port must be specified")
    port = int(request["Port"])
    if not 1 <= port <= 65535:
        raise errors.validation("Port must be between 1 and 65535")
    default_actions = actions.checked_actions(state, ctx, lb, protocol, list(request["DefaultActions"]))
    tags = tagging.checked(request.get("Tags"))
    listeners = [child for child in state.resources.children(lb.arn) if child.kind == LISTENER]
    for existing in listeners:
        if existing.doc["Port"] == port:
            same = existing.doc["Protocol"] == protocol and existing.doc["DefaultActions"] == default_actions
            if same and existing.doc.get("Certificates") == secure.get("Certificates"):
                return {"Listeners": [existing.doc]}  # type: ignore[list-item]  # AWS: idempotent with the same settings
            raise errors.duplicate_listener()
    if len(listeners) >= MAX_LISTENERS:
        raise errors.too_many("Listeners", f"A load balancer can have at most {MAX_LISTENERS} listeners")
    arn = arns.listener(lb.arn)
    doc = {
        "ListenerArn": arn,
        "LoadBalancerArn": lb.arn,
        "Port": port,
        "Protocol": protocol,
        "DefaultActions": default_actions,
        **secure,
    }
    now = clock.now()
    listener = Resource(arn, ctx.account_id, ctx.region, LISTENER, str(port), lb.arn, "", doc, {}, tags, now)
    rule_arn = arns.rule(arn)
    default_rule = {
        "RuleArn": rule_arn,
        "Priority": "default",
        "Conditions": [],
        "Actions": default_actions,
        "IsDefault": True,
    }
    with state.store.transaction():
        state.resources.insert(listener)
        state.resources.insert(
            Resource(
                rule_arn, ctx.account_id, ctx.region, RULE, "default", arn, "", default_rule, {}, [], now
            )
        )
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.listener.created", arn, load_balancer=lb.arn, port=port
        )
    return {"Listeners": [doc]}  # type: ignore[list-item]


def describe_listeners(
    state: Elbv2State, request: DescribeListenersRequest, ctx: RequestContext
) -> DescribeListenersResponse:
    if request.get("ListenerArns"):
        chosen = [lookup.listener(state, ctx, arn) for arn in request["ListenerArns"]]
    elif request.get("LoadBalancerArn"):
        lb = lookup.load_balancer(state, ctx, request["LoadBalancerArn"])
        chosen = [child for child in state.resources.children(lb.arn) if child.kind == LISTENER]
    else:
        raise errors.validation("You must specify either listener ARNs or a load balancer ARN")
    page, marker = paged(chosen, request.get("Marker"), request.get("PageSize"))
    answer: DescribeListenersResponse = {"Listeners": [listener.doc for listener in page]}
    if marker:
        answer["NextMarker"] = marker
    return answer


def modify_listener(
    state: Elbv2State, request: ModifyListenerRequest, ctx: RequestContext
) -> ModifyListenerResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    lb = lookup.load_balancer(state, ctx, listener.parent)
    doc = dict(listener.doc)
    if "Protocol" in request:
        doc["Protocol"] = _protocol(lb, request["Protocol"])
    for member in ("Certificates", "SslPolicy", "MutualAuthentication", "_ExtraCertificates"):
        doc.pop(member, None)
    doc.update(certificates.secure_settings(state, ctx, doc["Protocol"], request, listener.doc))
    if doc["Protocol"] in certificates.SECURE and listener.doc.get("_ExtraCertificates"):
        doc["_ExtraCertificates"] = listener.doc["_ExtraCertificates"]
    if "Port" in request:
        port = int(request["Port"])
        if not 1 <= port <= 65535:
            raise errors.validation("Port must be between 1 and 65535")
        if any(
            other.doc["Port"] == port
            for other in state.resources.children(lb.arn)
            if other.arn != listener.arn
        ):
            raise errors.duplicate_listener()
        doc["Port"] = port
    if "DefaultActions" in request or doc["Protocol"] != listener.doc["Protocol"]:
        # a new protocol must suit the target groups the listener forwards to (an alb group: TCP only)
        given = request["DefaultActions"] if "DefaultActions" in request else doc["DefaultActions"]
        doc["DefaultActions"] = actions.checked_actions(state, ctx, lb, doc["Protocol"], list(given))
    with state.store.transaction():
        state.resources.set_doc(listener.arn, doc)
        for rule in state.resources.children(listener.arn):
            if rule.doc.get("IsDefault"):
                state.resources.set_doc(rule.arn, {**rule.doc, "Actions": doc["DefaultActions"]})
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.listener.modified", listener.arn, port=doc["Port"]
        )
    return {"Listeners": [doc]}  # type: ignore[list-item]


def delete_listener(
    state: Elbv2State, request: DeleteListenerRequest, ctx: RequestContext
) -> DeleteListenerResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    with state.store.transaction():
        for rule in state.resources.children(listener.arn):
            state.resources.delete(rule.arn)
        state.resources.delete(listener.arn)
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.listener.deleted",
            listener.arn,
            load_balancer=listener.parent,
        )
    return {}


# ---------------------------------------------------------------- rules


def _check_priority(priority: int) -> None:
    if not 1 <= priority <= 50000:
        raise errors.validation("Priority must be between 1 and 50000")


def create_rule(state: Elbv2State, request: CreateRuleRequest, ctx: RequestContext) -> CreateRuleResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    lb = lookup.load_balancer(state, ctx, listener.parent)
    if lb.doc["Type"] != "application":
        raise errors.validation("Rules can be added only to the listeners of application load balancers")
    if request.get("Transforms"):
        raise errors.unsupported("Transforms (host header and URL rewrites)")
    priority = int(request["Priority"])
    _check_priority(priority)
    conditions = actions.checked_conditions(list(request["Conditions"]))
    rule_actions = actions.checked_actions(state, ctx, lb, listener.doc["Protocol"], list(request["Actions"]))
    tags = tagging.checked(request.get("Tags"))
    rules = state.resources.children(listener.arn)
    if any(rule.doc["Priority"] == str(priority) for rule in rules):
        raise errors.priority_in_use(priority)
    if len(rules) - 1 >= MAX_RULES:
        raise errors.too_many(
            "Rules", f"A listener can have at most {MAX_RULES} rules besides its default rule"
        )
    arn = arns.rule(listener.arn)
    doc = {
        "RuleArn": arn,
        "Priority": str(priority),
        "Conditions": conditions,
        "Actions": rule_actions,
        "IsDefault": False,
    }
    with state.store.transaction():
        state.resources.insert(
            Resource(
                arn,
                ctx.account_id,
                ctx.region,
                RULE,
                str(priority),
                listener.arn,
                "",
                doc,
                {},
                tags,
                clock.now(),
            )
        )
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.rule.created",
            arn,
            listener=listener.arn,
            priority=priority,
        )
    return {"Rules": [doc]}  # type: ignore[list-item]


def ordered(rules: list[Resource]) -> list[Resource]:
    """Rules in evaluation order: by priority, the default rule last."""
    return sorted(
        rules, key=lambda rule: (1, 0) if rule.doc.get("IsDefault") else (0, int(rule.doc["Priority"]))
    )


def describe_rules(
    state: Elbv2State, request: DescribeRulesRequest, ctx: RequestContext
) -> DescribeRulesResponse:
    if request.get("RuleArns"):
        chosen = [lookup.rule(state, ctx, arn) for arn in request["RuleArns"]]
    elif request.get("ListenerArn"):
        listener = lookup.listener(state, ctx, request["ListenerArn"])
        chosen = ordered(state.resources.children(listener.arn))
    else:
        raise errors.validation("You must specify either listener ARN or rule ARNs")
    page, marker = paged(chosen, request.get("Marker"), request.get("PageSize"))
    answer: DescribeRulesResponse = {"Rules": [rule.doc for rule in page]}
    if marker:
        answer["NextMarker"] = marker
    return answer


def modify_rule(state: Elbv2State, request: ModifyRuleRequest, ctx: RequestContext) -> ModifyRuleResponse:
    rule = lookup.rule(state, ctx, request["RuleArn"])
    listener = lookup.listener(state, ctx, rule.parent)
    lb = lookup.load_balancer(state, ctx, listener.parent)
    if request.get("Transforms") or request.get("ResetTransforms"):
        raise errors.unsupported("Transforms (host header and URL rewrites)")
    doc = dict(rule.doc)
    if request.get("Conditions") is not None:
        if doc.get("IsDefault"):
            raise errors.not_permitted("The conditions of a default rule cannot be modified")
        doc["Conditions"] = actions.checked_conditions(list(request["Conditions"]))
    if request.get("Actions") is not None:
        doc["Actions"] = actions.checked_actions(
            state, ctx, lb, listener.doc["Protocol"], list(request["Actions"])
        )
    with state.store.transaction():
        state.resources.set_doc(rule.arn, doc)
        if doc.get("IsDefault"):
            state.resources.set_doc(listener.arn, {**listener.doc, "DefaultActions": doc["Actions"]})
        publish.emit(
            state, ctx.account_id, ctx.region, "elbv2.rule.modified", rule.arn, listener=listener.arn
        )
    return {"Rules": [doc]}  # type: ignore[list-item]


def delete_rule(state: Elbv2State, request: DeleteRuleRequest, ctx: RequestContext) -> DeleteRuleResponse:
    rule = lookup.rule(state, ctx, request["RuleArn"])
    if rule.doc.get("IsDefault"):
        raise errors.not_permitted("A default rule cannot be deleted")
    with state.store.transaction():
        state.resources.delete(rule.arn)
        publish.emit(state, ctx.account_id, ctx.region, "elbv2.rule.deleted", rule.arn, listener=rule.parent)
    return {}


def set_rule_priorities(
    state: Elbv2State, request: SetRulePrioritiesRequest, ctx: RequestContext
) -> SetRulePrioritiesResponse:
    changes: dict[str, int] = {}
    listeners: set[str] = set()
    for pair in request["RulePriorities"]:
        rule = lookup.rule(state, ctx, str(pair.get("RuleArn", "")))
        if rule.doc.get("IsDefault"):
            raise errors.not_permitted("The priority of a default rule cannot be changed")
        priority = int(pair.get("Priority", 0))
        _check_priority(priority)
        changes[rule.arn] = priority
        listeners.add(rule.parent)
    if len(set(changes.values())) != len(changes):
        raise errors.priority_in_use(next(p for p in changes.values() if list(changes.values()).count(p) > 1))
    updated: list[dict[str, Any]] = []
    for listener_arn in listeners:
        for other in state.resources.children(listener_arn):
            if other.arn not in changes and other.doc["Priority"] in {str(p) for p in changes.values()}:
                raise errors.priority_in_use(int(other.doc["Priority"]))
    with state.store.transaction():
        for arn, priority in changes.items():
            rule = lookup.rule(state, ctx, arn)
            doc = {**rule.doc, "Priority": str(priority)}
            state.resources.set_doc(arn, doc)
            updated.append(doc)
            publish.emit(state, ctx.account_id, ctx.region, "elbv2.rule.modified", arn, priority=priority)
    return {"Rules": updated}  # type: ignore[typeddict-item]


#: An HTTP listener's attributes: the response headers an ALB adds (labcloud's listeners add ``server``
#: only) and the mTLS header names (no TLS here); kept as given, ``routing.http.response.server.enabled``
#: obeyed.
LISTENER_DEFAULTS = {"routing.http.response.server.enabled": "true"}
_HEADER_KEYS = (
    "routing.http.response.strict_transport_security.header_value",
    "routing.http.response.access_control_allow_origin.header_value",
    "routing.http.response.access_control_allow_methods.header_value",
    "routing.http.response.access_control_allow_headers.header_value",
    "routing.http.response.access_control_allow_credentials.header_value",
    "routing.http.response.access_control_expose_headers.header_value",
    "routing.http.response.access_control_max_age.header_value",
    "routing.http.response.content_security_policy.header_value",
    "routing.http.response.x_content_type_options.header_value",
    "routing.http.response.x_frame_options.header_value",
)


def _listener_attributes(listener: Resource) -> dict[str, str]:
    if listener.doc["Protocol"] != "HTTP":
        return dict(listener.attributes)
    return {**LISTENER_DEFAULTS, **listener.attributes}


def describe_listener_attributes(
    state: Elbv2State, request: DescribeListenerAttributesRequest, ctx: RequestContext
) -> DescribeListenerAttributesResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    return {"Attributes": attributes.listed(_listener_attributes(listener))}  # type: ignore[typeddict-item]


def modify_listener_attributes(
    state: Elbv2State, request: ModifyListenerAttributesRequest, ctx: RequestContext
) -> ModifyListenerAttributesResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    if listener.doc["Protocol"] != "HTTP":
        raise errors.validation("labcloud keeps attributes for HTTP listeners only")
    result = dict(listener.attributes)
    for pair in request["Attributes"]:
        key, value = pair.get("Key", ""), pair.get("Value", "")
        if key == "routing.http.response.server.enabled":
            if value not in ("true", "false"):
                raise errors.validation(
                    f"Listener attribute '{key}' value '{value}' must be 'true' or 'false'"
                )
        elif key in _HEADER_KEYS:
            if value:
                raise errors.unsupported(
                    f"listener attribute '{key}' (labcloud's listeners add no such header)"
                )
        else:
            raise errors.validation(f"Listener attribute key '{key}' is not recognized")
        result[key] = value
    with state.store.transaction():
        state.resources.set_attributes(listener.arn, result)
        publish.emit(
            state,
            ctx.account_id,
            ctx.region,
            "elbv2.listener.modified",
            listener.arn,
            port=listener.doc["Port"],
        )
    return {"Attributes": attributes.listed({**LISTENER_DEFAULTS, **result})}  # type: ignore[typeddict-item]
