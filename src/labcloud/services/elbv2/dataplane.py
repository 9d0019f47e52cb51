"""The HTTP listeners of application load balancers, served by labcloud (the ``LoadBalancers`` front
door): a request's listener, its rules in priority order, and the matched rule's action — forward to a
Lambda target group (the function's policy must let ``elasticloadbalancing.amazonaws.com`` invoke it,
as on AWS), a fixed response or a redirect. Answers are those of an ALB: 502 for a failed or malformed
Lambda answer, 503 for a target group without a target labcloud can reach (ip and instance targets
are never reached here), 504 past the idle timeout. A network load balancer's TCP listener forwarding to
an ``alb`` target group hands the request to that ALB's listener on the target's port."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import time
from email.utils import formatdate
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.elbv2 import alb_event, matching, permission
from labcloud.services.elbv2.listener_ops import ordered
from labcloud.services.elbv2.repo.resources import LISTENER, Resource
from labcloud.services.elbv2.state import Elbv2State
from labcloud.services.wafv2.interfaces import WafRequest, WebAclFilter

#: An application load balancer's answer to a request its web ACL blocks (AWS's page).
_WAF_FORBIDDEN = (
    b"<html>\r\n<head><title>403 Forbidden</title></head>\r\n<body>\r\n"
    b"<center><h1>403 Forbidden</h1></center>\r\n</body>\r\n</html>\r\n"
)

log = logging.getLogger("labcloud.elbv2")

_REASONS = {
    200: "OK",
    301: "Moved Permanently",
    302: "Found",
    404: "Not Found",
    413: "Request Entity Too Large",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Temporarily Unavailable",
    504: "Gateway Time-out",
}


def _page(status: int) -> WireResponse:
    """An ALB's own error page."""
    reason = _REASONS.get(status, "")
    body = (
        f"<html>\r\n<head><title>{status} {reason}</title></head>\r\n<body>\r\n"
        f"<center><h1>{status} {reason}</h1></center>\r\n</body>\r\n</html>\r\n"
    ).encode()
    return WireResponse(status, body, _common(), "text/html")


def _common() -> list[tuple[str, str]]:
    return [("server", "awselb/2.0"), ("date", formatdate(usegmt=True))]


class LoadBalancerDoor:
    """:class:`~labcloud.front_doors.LoadBalancers` over this service's state."""

    def __init__(self, state: Elbv2State) -> None:
        self.state = state

    async def handle(
        self, request: WireRequest, dns_name: str, port: int | None, path: str, *, too_large: bool = False
    ) -> WireResponse:
        lb = self.state.resources.by_dns(dns_name)
        if lb is None:
            return WireResponse(
                404, f"labcloud: no load balancer has the DNS name {dns_name}\n".encode(), [], "text/plain"
            )
        if lb.doc["Type"] == "network":
            return await self._through_network(request, lb, port, path, too_large)
        if lb.doc["Type"] != "application":
            return WireResponse(
                501, b"labcloud serves the listeners of application load balancers only\n", [], "text/plain"
            )
        listener = self._listener(lb, port)
        if listener is None:
            return WireResponse(
                404,
                f"labcloud: {lb.name} has no HTTP listener on port {port or 80}\n".encode(),
                [],
                "text/plain",
            )
        blocked = self._filtered(request, lb, path)
        if blocked is not None:
            return blocked
        return await self._answer(request, lb, listener, path, too_large)

    def _filtered(self, request: WireRequest, lb: Resource, path: str) -> WireResponse | None:
        """AWS WAF's verdict when a web ACL protects the load balancer, before its listener's rules: None to
        go on, else the web ACL's CustomResponse or the load balancer's own 403 page."""
        waf = self.state.services.interface(WebAclFilter)
        if waf is None:
            return None
        seen = WafRequest(
            request.method.upper(),
            path.partition("?")[0] or "/",
            request.query_string,
            request.headers,
            request.body,
            request.client_host,
        )
        block = waf.inspect(lb.arn, seen)
        if block is None:
            return None
        if block.custom:
            return WireResponse(
                block.status, block.body, [*block.headers, ("Server", "awselb/2.0")], block.content_type
            )
        return WireResponse(403, _WAF_FORBIDDEN, [("Server", "awselb/2.0")], "text/html")

    async def _answer(
        self, request: WireRequest, lb: Resource, listener: Resource, path: str, too_large: bool
    ) -> WireResponse:
        """The answer of an application load balancer's ``listener``: its first matching rule's action."""
        raw_path, _q, _rest = path.partition("?")
        fields = request.fields()
        headers: dict[str, list[str]] = {}
        for name, value in fields:
            headers.setdefault(name.lower(), []).append(value)
        host = request.headers.get("host", "")
        seen = matching.Seen(
            request.method,
            raw_path or "/",
            host.rsplit(":", 1)[0] if not host.endswith("]") else host,
            headers,
            alb_event.raw_query(request.query_string),
            request.client_host,
        )
        rules = ordered(self.state.resources.children(listener.arn))
        chosen = next(
            rule
            for rule in rules
            if rule.doc.get("IsDefault") or matching.matches(rule.doc["Conditions"], seen)
        )
        action = next(
            a for a in chosen.doc["Actions"] if a["Type"] in ("forward", "redirect", "fixed-response")
        )
        #: what the metrics need of this request (docs/events.md ``elbv2.request``), filled by _forward
        facts: dict[str, Any] = {"source": "elb"}
        if action["Type"] == "fixed-response":
            response = _fixed(action["FixedResponseConfig"])
        elif action["Type"] == "redirect":
            response = _redirect(
                action["RedirectConfig"], seen, int(listener.doc["Port"]), request.query_string
            )
        else:
            response = await self._forward(lb, listener, action, request, seen, fields, too_large, facts)
        if listener.attributes.get("routing.http.response.server.enabled") == "false":
            response.headers = [(n, v) for n, v in response.headers if n != "server"]
        self.state.bus.publish(
            "elbv2.request",
            service="elbv2",
            account_id=lb.account_id,
            region=lb.region,
            resource=lb.arn,
            data={
                "status": response.status,
                "rule": chosen.doc["Priority"],
                "port": listener.doc["Port"],
                "zone": next((z["ZoneName"] for z in lb.doc.get("AvailabilityZones") or []), ""),
                "bytes": len(request.body) + len(response.body),
                **facts,
            },
        )
        return response

    async def _through_network(
        self, request: WireRequest, lb: Resource, port: int | None, path: str, too_large: bool
    ) -> WireResponse:
        """A network load balancer's TCP listener whose target group is of type ``alb``: the request is
        served by that Application Load Balancer's listener on the target's port (labcloud serves no
        other NLB traffic)."""
        listeners = [
            c
            for c in self.state.resources.children(lb.arn)
            if c.kind == LISTENER and c.doc["Protocol"] == "TCP"
        ]
        if port is not None:
            listener = next((c for c in listeners if c.doc["Port"] == port), None)
        else:
            listener = min(listeners, key=lambda c: (c.doc["Port"] != 80, c.doc["Port"]), default=None)
        if listener is None:
            return WireResponse(
                404,
                f"labcloud: {lb.name} has no TCP listener on port {port or 80}\n".encode(),
                [],
                "text/plain",
            )
        action = listener.doc["DefaultActions"][0]
        pairs = action.get("ForwardConfig", {}).get("TargetGroups") or []
        group = self.state.resources.get(str(pairs[0]["TargetGroupArn"])) if pairs else None
        if group is None or group.doc["TargetType"] != "alb":
            return WireResponse(
                501,
                b"labcloud serves a network load balancer's listeners only in front of an application load"
                b" balancer (target type alb)\n",
                [],
                "text/plain",
            )
        targets = self.state.resources.targets(group.arn)
        alb = self.state.resources.get(targets[0].id) if targets else None
        served = self._listener(alb, targets[0].port) if alb is not None else None
        if alb is None or served is None:
            return _page(503)  # no healthy target: the ALB is gone or has no listener on the port
        return await self._answer(request, alb, served, path, too_large)

    def _listener(self, lb: Resource, port: int | None) -> Resource | None:
        listeners = [
            c
            for c in self.state.resources.children(lb.arn)
            if c.kind == LISTENER and c.doc["Protocol"] in ("HTTP", "HTTPS")  # labcloud terminates no TLS
        ]
        if port is not None:
            return next((c for c in listeners if c.doc["Port"] == port), None)
        by_port = sorted(listeners, key=lambda c: (c.doc["Port"] not in (80, 443), c.doc["Port"]))
        return by_port[0] if by_port else None

    async def _forward(
        self,
        lb: Resource,
        listener: Resource,
        action: dict[str, Any],
        request: WireRequest,
        seen: matching.Seen,
        fields: list[tuple[str, str]],
        too_large: bool,
        facts: dict[str, Any],
    ) -> WireResponse:
        pairs = [p for p in action["ForwardConfig"]["TargetGroups"] if int(p.get("Weight", 1)) > 0]
        if not pairs:
            return _page(503)
        pick = random.choices(pairs, weights=[int(p.get("Weight", 1)) for p in pairs])[0]
        group = self.state.resources.get(str(pick["TargetGroupArn"]))
        if group is None:
            return _page(503)
        facts["target_group"] = group.arn
        targets = self.state.resources.targets(group.arn)
        if group.doc["TargetType"] != "lambda" or not targets:
            return _page(503)
        if too_large or len(request.body) > alb_event.MAX_REQUEST_BYTES:
            return _page(413)  # a Lambda target takes a request body of 1 MB at most
        function = targets[0].id
        if not await permission.allows(self.state, lb.account_id, function, group.arn):
            log.warning(
                "ALB %s: %s does not let elasticloadbalancing.amazonaws.com invoke it", lb.name, function
            )
            facts["lambda_error"] = "user"
            return _page(502)
        multi = group.attributes.get("lambda.multi_value_headers.enabled") == "true"
        forwarded = [
            *[
                (n, v)
                for n, v in fields
                if n.lower() not in ("x-forwarded-for", "x-forwarded-port", "x-forwarded-proto")
            ],
            ("x-amzn-trace-id", f"Root=1-{int(clock.now()):08x}-{secrets.token_hex(12)}"),
            ("x-forwarded-for", request.client_host),
            ("x-forwarded-port", str(listener.doc["Port"])),
            ("x-forwarded-proto", "http"),
        ]
        event = alb_event.event(
            group.arn, request.method, seen.path, request.query_string, forwarded, request.body, multi
        )
        timeout = float(lb.attributes.get("idle_timeout.timeout_seconds") or 60)
        payload = json.dumps(event).encode()
        started = time.monotonic()
        call = self.state.services.call(
            "lambda",
            "Invoke",
            {"FunctionName": function, "Payload": payload},
            account_id=lb.account_id,
            region=function.split(":")[3],
        )
        try:
            result = await asyncio.wait_for(call, timeout)
        except asyncio.TimeoutError:
            facts["lambda_error"] = "user"
            return _page(504)
        except AwsError as exc:
            log.warning("ALB %s: invoking %s failed: %s", lb.name, function, exc)
            # Lambda's own failures (5xx, throttling) are internal errors, the function's (missing...) the user's
            facts["lambda_error"] = "internal" if (exc.status or 400) >= 500 or exc.status == 429 else "user"
            return _page(502)
        answered = bytes(result.get("Payload") or b"")
        facts["lambda_bytes"] = len(payload) + len(answered)
        if result.get("FunctionError"):
            facts["lambda_error"] = "user"
            return _page(502)
        try:
            got = alb_event.answer(answered, multi)
        except alb_event.Malformed as exc:
            log.warning("ALB %s: malformed Lambda answer: %s", lb.name, exc)
            facts["lambda_error"] = "user"
            return _page(502)
        facts["source"] = "target"
        facts["latency"] = max(time.monotonic() - started, 0.0)
        content_type = next((v for n, v in got.headers if n.lower() == "content-type"), "")
        headers = [(n, v) for n, v in got.headers if n.lower() not in ("content-type", "content-length")]
        return WireResponse(got.status, got.body, [*_common(), *headers], content_type)


def _fixed(config: dict[str, Any]) -> WireResponse:
    body = str(config.get("MessageBody") or "").encode()
    return WireResponse(
        int(config["StatusCode"]), body, _common(), str(config.get("ContentType") or "text/plain")
    )


def _redirect(config: dict[str, Any], seen: matching.Seen, port: int, query_string: str) -> WireResponse:
    values = {
        "#{protocol}": "http",
        "#{host}": seen.host,
        "#{port}": str(port),
        "#{path}": seen.path.lstrip("/"),
        "#{query}": query_string,
    }

    def fill(text: str) -> str:
        for key, value in values.items():
            text = text.replace(key, value)
        return text

    protocol = fill(str(config["Protocol"])).lower()
    target = (
        f"{protocol}://{fill(str(config['Host']))}:{fill(str(config['Port']))}{fill(str(config['Path']))}"
    )
    query = fill(str(config["Query"]))
    if query:
        target += "?" + query
    status = 301 if config["StatusCode"] == "HTTP_301" else 302
    return WireResponse(status, b"", [*_common(), ("location", target)], "text/html")
