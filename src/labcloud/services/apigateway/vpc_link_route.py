"""Private integrations: an HTTP or HTTP_PROXY integration with ``connectionType`` VPC_LINK sends its
request to the network load balancer of the link its ``connectionId`` names (a link id, or
``${stageVariables.<name>}`` resolved with the stage's variables), or to the load balancer its
``integrationTarget`` names through a VPC link V2 (``vpc_link_v2.py``), whatever host its URI names, as AWS
does: the URI's port picks the load balancer's listener (80 for ``http``, 443 for ``https`` by default),
its path and query are the request's, and its host is the ``Host`` header the targets see.

The request goes to ELBv2's ``LoadBalancers`` door on the hub, which serves what labcloud's network load
balancers serve (a TCP listener in front of an application load balancer, docs/elbv2.md): no TCP
connection leaves the process. A link, load balancer or listener that is gone, and targets labcloud
cannot reach (the load balancer's 501), are :class:`Unreachable` (the gateway's 500); a listener past the
integration's timeout too (504)."""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit

from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway.http_proxy import HOP_HEADERS, HttpAnswer, Sender, Unreachable
from labcloud.services.apigateway.integrations import stage_variable_of
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.vpc_link_ops import link_of
from labcloud.services.apigateway.vpc_link_v2 import target_of
from labcloud.services.elbv2.interfaces import LoadBalancers


def link_id_of(connection_id: str, variables: dict[str, str]) -> str:
    """The link a request uses: the integration's ``connectionId``, or its stage variable's value."""
    name = stage_variable_of(connection_id)
    if name is None:
        return connection_id
    value = variables.get(name)
    if not value:
        raise Unreachable(f"stage variable {name} (the VPC link id) is not set")
    return value


def sender(
    state: ApigwState, account_id: str, region: str, link_id: str, target: str | None = None
) -> Sender:
    """A :data:`~http_proxy.Sender` through the link ``link_id`` of the API's account and region: a VPC link
    V1's network load balancer, or with ``target`` (``integrationTarget``) a VPC link V2's load balancer."""

    async def send(method: str, url: str, headers: dict[str, str], body: bytes, timeout: float) -> HttpAnswer:
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        if target is None:
            dns_name = await _load_balancer(state, account_id, region, link_id, port)
        else:
            dns_name = await target_of(state, account_id, region, link_id, target, port)
        doors = state.calls.interface(LoadBalancers)
        if doors is None:
            raise Unreachable("labcloud's ELBv2 service is not running")
        path = parts.path or "/"
        sent = {k.lower(): v for k, v in headers.items() if k.lower() not in HOP_HEADERS}
        sent["host"] = parts.netloc
        request = WireRequest(
            method=method,
            path=path,
            query_string=parts.query,
            headers=sent,
            body=body,
            client_host="127.0.0.1",
            raw_path=path,
        )
        try:
            answer = await asyncio.wait_for(doors.handle(request, dns_name, port, path), timeout)
        except TimeoutError:
            raise Unreachable("timed out") from None
        if answer.status == 501:  # targets labcloud cannot reach (ip, instance): nothing answers
            raise Unreachable(answer.body.decode("utf-8", errors="replace").strip())
        got = [(k, v) for k, v in answer.headers if k.lower() not in HOP_HEADERS]
        if answer.content_type and not any(k.lower() == "content-type" for k, _ in got):
            got.append(("Content-Type", answer.content_type))
        return HttpAnswer(answer.status, got, answer.body)

    return send


async def _load_balancer(state: ApigwState, account_id: str, region: str, link_id: str, port: int) -> str:
    """The DNS name of the network load balancer the link targets, which must listen on ``port`` (read
    from ELBv2 on each request, so a load balancer or listener deleted since is noticed)."""
    link = link_of(state, account_id, region, link_id)
    if link is None:
        raise Unreachable(f"no VPC link {link_id} in {account_id}/{region}")
    targets = list(link.doc.get("targetArns") or [])
    try:
        found = await state.calls.call(
            "elbv2",
            "DescribeLoadBalancers",
            {"LoadBalancerArns": targets[:1]},
            account_id=account_id,
            region=region,
        )
    except AwsError as exc:
        raise Unreachable(f"the VPC link's load balancer is gone: {exc.code}") from None
    balancers = found.get("LoadBalancers") or []
    if not balancers:
        raise Unreachable("the VPC link's load balancer is gone")
    listeners = await state.calls.call(
        "elbv2",
        "DescribeListeners",
        {"LoadBalancerArn": balancers[0]["LoadBalancerArn"]},
        account_id=account_id,
        region=region,
    )
    if not any(int(one.get("Port") or 0) == port for one in listeners.get("Listeners") or []):
        raise Unreachable(f"the VPC link's load balancer has no listener on port {port}")
    return str(balancers[0]["DNSName"])
