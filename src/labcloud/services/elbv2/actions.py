"""The checks of listener and rule actions (forward, fixed-response, redirect) and rule conditions
(path-pattern, host-header, http-header, http-request-method, query-string, source-ip), and their stored
forms as AWS describes them. Authentication and JWT actions, transforms and regex values are refused."""

from __future__ import annotations

import ipaddress
import re
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.elbv2 import errors, lookup, views
from labcloud.services.elbv2.repo.resources import Resource
from labcloud.services.elbv2.state import Elbv2State

TERMINAL = ("forward", "redirect", "fixed-response")
CONTENT_TYPES = ("text/plain", "text/css", "text/html", "application/javascript", "application/json")
MAX_CONDITION_VALUES = 5
_STATUS = re.compile(r"^[245]\d\d$")
_METHOD = re.compile(r"^[A-Za-z_-]+$")
_REDIRECT_DEFAULTS = {
    "Protocol": "#{protocol}",
    "Port": "#{port}",
    "Host": "#{host}",
    "Path": "/#{path}",
    "Query": "#{query}",
}


def checked_actions(
    state: Elbv2State, ctx: RequestContext, lb: Resource, listener_protocol: str, given: list[Any]
) -> list[dict[str, Any]]:
    """``given`` actions checked against the load balancer, in the form DescribeListeners/Rules show."""
    if not given:
        raise errors.validation("At least one action must be specified")
    if len(given) > 5:
        raise errors.too_many("Actions", "A rule can have at most 5 actions")
    application = lb.doc["Type"] == "application"
    result: list[dict[str, Any]] = []
    for index, action in enumerate(given):
        action = dict(action)
        kind = action.get("Type", "")
        if kind not in TERMINAL:
            raise errors.invalid_action(f"labcloud does not support actions of type '{kind}'")
        if not application and kind != "forward":
            raise errors.invalid_action(
                f"Network load balancer listeners support only 'forward' actions, not '{kind}'"
            )
        if kind == "forward":
            action = _forward(state, ctx, lb, listener_protocol, action)
        elif kind == "fixed-response":
            config = dict(action.get("FixedResponseConfig") or {})
            if not config:
                raise errors.validation("A fixed-response action requires FixedResponseConfig")
            if not _STATUS.match(str(config.get("StatusCode", ""))):
                raise errors.validation(
                    f"Fixed response status code '{config.get('StatusCode')}' is not valid"
                )
            if config.get("ContentType") is not None and config["ContentType"] not in CONTENT_TYPES:
                raise errors.validation(f"Content type '{config['ContentType']}' is not valid")
            if len(str(config.get("MessageBody", "")).encode()) > 1024:
                raise errors.validation("A fixed response message body can be at most 1024 bytes")
            action = {"Type": kind, "FixedResponseConfig": config}
        else:
            config = dict(action.get("RedirectConfig") or {})
            if not config:
                raise errors.validation("A redirect action requires RedirectConfig")
            if config.get("StatusCode") not in ("HTTP_301", "HTTP_302"):
                raise errors.validation(f"Redirect status code '{config.get('StatusCode')}' is not valid")
            if config.get("Protocol", "#{protocol}") not in ("HTTP", "HTTPS", "#{protocol}"):
                raise errors.validation(f"Redirect protocol '{config.get('Protocol')}' is not valid")
            config = {**_REDIRECT_DEFAULTS, **config}
            if all(config[key] == default for key, default in _REDIRECT_DEFAULTS.items()):
                raise errors.validation("A redirect must change the protocol, port, host, path or query")
            if not str(config["Path"]).startswith("/"):
                raise errors.validation("A redirect path must start with '/'")
            action = {"Type": kind, "RedirectConfig": config}
        action["Order"] = int(given[index].get("Order") or index + 1)
        result.append(action)
    terminal = [action for action in result if action["Type"] in TERMINAL]
    if len(terminal) != 1:
        raise errors.invalid_action("A rule must have exactly one forward, redirect or fixed-response action")
    return sorted(result, key=lambda action: int(action["Order"]))


def _forward(
    state: Elbv2State, ctx: RequestContext, lb: Resource, listener_protocol: str, action: dict[str, Any]
) -> dict[str, Any]:
    config = dict(action.get("ForwardConfig") or {})
    pairs = [dict(pair) for pair in config.get("TargetGroups") or []]
    if action.get("TargetGroupArn"):
        if pairs and (len(pairs) != 1 or pairs[0].get("TargetGroupArn") != action["TargetGroupArn"]):
            raise errors.validation("TargetGroupArn and ForwardConfig must name the same single target group")
        pairs = pairs or [{"TargetGroupArn": action["TargetGroupArn"]}]
    if not pairs:
        raise errors.validation("A forward action requires a target group")
    if len(pairs) > 5:
        raise errors.validation("A forward action can have at most 5 target groups")
    if (config.get("TargetGroupStickinessConfig") or {}).get("Enabled"):
        raise errors.unsupported("target group stickiness")
    for pair in pairs:
        group = lookup.target_group(state, ctx, str(pair.get("TargetGroupArn", "")))
        weight = int(pair.get("Weight", 1))
        if not 0 <= weight <= 999:
            raise errors.validation("A target group weight must be between 0 and 999")
        pair["Weight"] = weight
        _compatible(state, lb, listener_protocol, group)
    described: dict[str, Any] = {
        "Type": "forward",
        "ForwardConfig": {"TargetGroups": pairs, "TargetGroupStickinessConfig": {"Enabled": False}},
    }
    if len(pairs) == 1:
        described["TargetGroupArn"] = pairs[0]["TargetGroupArn"]
    return described


def _compatible(state: Elbv2State, lb: Resource, listener_protocol: str, group: Resource) -> None:
    kind = group.doc["TargetType"]
    if lb.doc["Type"] == "application":
        if kind != "lambda" and group.doc.get("Protocol") not in ("HTTP", "HTTPS"):
            raise errors.incompatible_protocols(
                f"The target group protocol '{group.doc.get('Protocol')}' is not compatible with listener protocol"
                f" '{listener_protocol}'"
            )
    elif kind == "lambda" or group.doc.get("Protocol") in ("HTTP", "HTTPS"):
        raise errors.incompatible_protocols(
            f"Target group '{group.arn}' cannot be used by a network load balancer listener"
        )
    elif kind == "alb" and listener_protocol != "TCP":
        raise errors.incompatible_protocols(
            f"A target group of type 'alb' can be used only by a TCP listener, not '{listener_protocol}'"
        )
    if kind != "lambda" and group.doc.get("VpcId") != lb.doc.get("VpcId"):
        raise errors.validation(f"Target group '{group.arn}' is not in the load balancer's VPC")
    others = [arn for arn in views.users_of(state, group)[0] if arn != lb.arn]
    if others:
        raise AwsError(
            "TargetGroupAssociationLimit",
            f"The following target groups cannot be associated with more than one load balancer: '{group.arn}'",
            status=400,
        )


# ---------------------------------------------------------------- conditions

_CONFIGS = {
    "path-pattern": "PathPatternConfig",
    "host-header": "HostHeaderConfig",
    "http-header": "HttpHeaderConfig",
    "http-request-method": "HttpRequestMethodConfig",
    "query-string": "QueryStringConfig",
    "source-ip": "SourceIpConfig",
}
_ONCE = ("path-pattern", "host-header", "http-request-method", "source-ip")


def checked_conditions(given: list[Any]) -> list[dict[str, Any]]:
    """Rule conditions in the form AWS describes them (``Values`` and ``...Config`` for path and host)."""
    result: list[dict[str, Any]] = []
    total = 0
    seen: set[str] = set()
    for condition in given:
        condition = dict(condition)
        field = condition.get("Field", "")
        if field not in _CONFIGS:
            raise errors.validation(f"Condition field '{field}' is not valid")
        if condition.get("RegexValues"):
            raise errors.unsupported("RegexValues in rule conditions")
        if field in _ONCE and field in seen:
            raise errors.validation(f"A rule can have only one '{field}' condition")
        seen.add(field)
        config_name = _CONFIGS[field]
        config = dict(condition.get(config_name) or {})
        values = list(condition.get("Values") or [])
        if values and config:
            raise errors.validation(f"Specify Values or {config_name} for '{field}', not both")
        if values and field not in ("path-pattern", "host-header"):
            raise errors.validation(f"Use {config_name} for '{field}' conditions")
        described: dict[str, Any] = {"Field": field}
        if field in ("path-pattern", "host-header"):
            values = values or list(config.get("Values") or [])
            for value in values:
                if len(value) > 128:
                    raise errors.validation(f"Condition value '{value}' is longer than 128 characters")
            described["Values"] = values
            described[config_name] = {"Values": values}
            count = len(values)
        elif field == "http-header":
            name = str(config.get("HttpHeaderName", ""))
            if not name:
                raise errors.validation("An http-header condition requires HttpHeaderName")
            values = list(config.get("Values") or [])
            described[config_name] = {"HttpHeaderName": name, "Values": values}
            count = len(values)
        elif field == "http-request-method":
            values = list(config.get("Values") or [])
            for value in values:
                if not _METHOD.match(value) or len(value) > 40:
                    raise errors.validation(f"HTTP request method '{value}' is not valid")
            described[config_name] = {"Values": values}
            count = len(values)
        elif field == "query-string":
            pairs = [dict(pair) for pair in config.get("Values") or []]
            for pair in pairs:
                if not pair.get("Value"):
                    raise errors.validation("A query-string condition value requires a Value")
            described[config_name] = {"Values": pairs}
            count = len(pairs)
        else:
            values = list(config.get("Values") or [])
            for value in values:
                try:
                    ipaddress.ip_network(value, strict=False)
                except ValueError:
                    raise errors.validation(f"Source IP '{value}' is not a valid CIDR block") from None
                if "/" not in value:
                    raise errors.validation(f"Source IP '{value}' must be in CIDR notation")
            described[config_name] = {"Values": values}
            count = len(values)
        if count == 0:
            raise errors.validation(f"A '{field}' condition requires at least one value")
        total += count
        result.append(described)
    if not result:
        raise errors.validation("A rule requires at least one condition")
    if total > MAX_CONDITION_VALUES:
        raise errors.validation(f"A rule can have at most {MAX_CONDITION_VALUES} condition values")
    return result
