"""HTTP APIs' private integrations to a load balancer: an ``HTTP_PROXY`` integration with ``ConnectionType``
VPC_LINK whose ``IntegrationUri`` is an ELBv2 listener ARN sends the request to that listener through
ELBv2's ``LoadBalancers`` door on the hub (what labcloud's load balancers serve: an ALB's HTTP listener and
its rules and Lambda targets, an NLB's TCP listener in front of an ALB; docs/elbv2.md). The path sent is
the request's as the client sent it (a named stage's prefix included, as AWS sends it; parameter mapping's
``overwrite:path`` changes it), with its query and headers (``Host`` the client's).

Answers are AWS's for a private target: 503 ``Service Unavailable`` when the listener or its load balancer
is gone, a Cloud Map service (labcloud has no Cloud Map), or targets labcloud cannot reach (ip, instance);
504 past the integration's timeout. The link itself is checked when the integration is made
(``vpc_link_ops.py``)."""

from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import quote, urlencode

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigatewayv2 import parameter_mapping, payload
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.elbv2.interfaces import LoadBalancers

_HOP = ("connection", "transfer-encoding", "keep-alive", "content-length")


class Unreachable(Exception):
    """Nothing labcloud serves answers at the integration's target."""


async def send(
    state: HttpApiState, api: ApiRecord, facts: payload.Facts, integration: dict[str, Any], timeout: float
) -> tuple[int, list[tuple[str, str]], bytes]:
    """(status, headers, body) of the listener's answer; raises Unreachable or ``TimeoutError``."""
    uri = str(integration["IntegrationUri"])
    if ":listener/" not in uri:
        raise Unreachable("labcloud has no Cloud Map: a service discovery target is not reachable")
    dns_name, port = await _listener(state, api, uri)
    doors = state.calls.interface(LoadBalancers)
    if doors is None:
        raise Unreachable("labcloud's ELBv2 service is not running")
    path = quote(facts.path or "/", safe="/!$&'()*+,;=:@-._~")  # the API's path, encoded again
    headers = {k: v for k, v in facts.request.headers.items() if k not in _HOP}
    query = facts.request.query_string
    if integration.get("RequestParameters"):
        path, headers, pairs = parameter_mapping.map_request(
            integration["RequestParameters"], facts, path, headers, facts.request.query
        )
        query = urlencode(pairs)
    method = str(integration.get("IntegrationMethod") or "ANY")
    request = WireRequest(
        method=facts.request.method.upper() if method == "ANY" else method,
        path=path,
        query_string=query,
        headers=headers,
        body=facts.request.body,
        client_host=facts.request.client_host,
        raw_path=path,
    )
    answer: WireResponse = await asyncio.wait_for(doors.handle(request, dns_name, port, path), timeout)
    if answer.status == 501:  # targets labcloud routes nothing to
        raise Unreachable(answer.body.decode("utf-8", errors="replace").strip())
    got = [(k, v) for k, v in answer.headers if k.lower() not in _HOP]
    if answer.content_type and not any(k.lower() == "content-type" for k, _ in got):
        got.append(("Content-Type", answer.content_type))
    return answer.status, got, answer.body


async def _listener(state: HttpApiState, api: ApiRecord, arn: str) -> tuple[str, int]:
    """(the load balancer's DNS name, the listener's port) of a listener ARN, read from ELBv2."""
    try:
        listeners = await state.calls.call(
            "elbv2",
            "DescribeListeners",
            {"ListenerArns": [arn]},
            account_id=api.account_id,
            region=api.region,
        )
        listener = (listeners.get("Listeners") or [{}])[0]
        balancers = await state.calls.call(
            "elbv2",
            "DescribeLoadBalancers",
            {"LoadBalancerArns": [str(listener["LoadBalancerArn"])]},
            account_id=api.account_id,
            region=api.region,
        )
    except (AwsError, KeyError):
        raise Unreachable(f"no listener {arn}") from None
    found = balancers.get("LoadBalancers") or []
    if not found:
        raise Unreachable(f"the load balancer of {arn} is gone")
    return str(found[0]["DNSName"]), int(listener["Port"])
