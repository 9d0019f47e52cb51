"""REST private integrations through VPC links V2: an HTTP or HTTP_PROXY integration with
``connectionType`` VPC_LINK whose ``connectionId`` is an API Gateway v2 VPC link (or
``${stageVariables.<name>}``) and whose ``integrationTarget`` is the ARN of an application or network load
balancer of the same account and region (AWS takes the load balancer, not a listener: the URI's port picks
the listener, 80 for ``http`` and 443 for ``https`` by default, as with VPC links V1).

``check_target`` is what PutIntegration and UpdateIntegration check before storing (the link exists in
apigatewayv2, the load balancer in ELBv2; both asked through the hub); ``target_of`` is what a request
reads on its way out (the link must be AVAILABLE, the load balancer must still listen on the port), so
``vpc_link_route.py`` sends it through the same in-process ELBv2 door as a VPC link V1."""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.http_proxy import Unreachable
from labcloud.services.apigateway.integrations import LOAD_BALANCER_ARN, stage_variable_of
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.vpc_link_ops import link_of


async def check_target(state: ApigwState, account_id: str, region: str, integration: dict[str, Any]) -> None:
    """A VPC_LINK integration: a V2 link id needs ``integrationTarget``; with one, the link is a V2 link
    (a stage variable is resolved per request) and the target a load balancer of this account and region."""
    if integration.get("connectionType") != "VPC_LINK":
        return
    link_id = str(integration.get("connectionId") or "")
    target = integration.get("integrationTarget")
    variable = stage_variable_of(link_id) is not None
    if target is None:
        if not variable and link_of(state, account_id, region, link_id) is None:
            if await _v2_link(state, account_id, region, link_id) is not None:
                raise bad_request(
                    f"Integration target must be specified for VPC link V2 {link_id}: the ARN of an"
                    " application or network load balancer"
                )
        return  # a V1 link (checked by vpc_link_ops.check_connection)
    if not variable:
        if link_of(state, account_id, region, link_id) is not None:
            raise bad_request(
                f"Integration target can only be specified with a VPC link V2; {link_id} is a VPC link V1"
            )
        if await _v2_link(state, account_id, region, link_id) is None:
            raise bad_request(f"Invalid VPC link identifier specified: {link_id}")
    match = LOAD_BALANCER_ARN.match(str(target))
    if match is None or match["account"] != account_id or match["region"] != region:
        raise bad_request(
            f"Invalid integration target specified: {str(target)[:256]} (a load balancer of account"
            f" {account_id} in {region})"
        )
    if await _load_balancer(state, account_id, region, str(target)) is None:
        raise bad_request(f"Invalid integration target specified: load balancer {target} not found")


async def target_of(
    state: ApigwState, account_id: str, region: str, link_id: str, target: str, port: int
) -> str:
    """The DNS name a request through the V2 link ``link_id`` goes to: the target load balancer's, which
    must listen on ``port``; :class:`Unreachable` when the link is gone or not AVAILABLE, or the load
    balancer or its listener gone."""
    link = await _v2_link(state, account_id, region, link_id)
    if link is None:
        raise Unreachable(f"no VPC link V2 {link_id} in {account_id}/{region}")
    if link.get("VpcLinkStatus") != "AVAILABLE":
        raise Unreachable(f"the VPC link V2 {link_id} is {link.get('VpcLinkStatus')}")
    match = LOAD_BALANCER_ARN.match(target)
    if match is None or match["account"] != account_id or match["region"] != region:
        raise Unreachable(f"integration target {target} is not a load balancer of {account_id}/{region}")
    balancer = await _load_balancer(state, account_id, region, target)
    if balancer is None:
        raise Unreachable("the integration target's load balancer is gone")
    listeners = await state.calls.call(
        "elbv2", "DescribeListeners", {"LoadBalancerArn": target}, account_id=account_id, region=region
    )
    if not any(int(one.get("Port") or 0) == port for one in listeners.get("Listeners") or []):
        raise Unreachable(f"the integration target has no listener on port {port}")
    return str(balancer["DNSName"])


async def _v2_link(state: ApigwState, account_id: str, region: str, link_id: str) -> dict[str, Any] | None:
    try:
        return await state.calls.call(
            "apigatewayv2", "GetVpcLink", {"VpcLinkId": link_id}, account_id=account_id, region=region
        )
    except AwsError as exc:
        if exc.code in ("NotFoundException", "BadRequestException"):
            return None
        raise


async def _load_balancer(state: ApigwState, account_id: str, region: str, arn: str) -> dict[str, Any] | None:
    try:
        found = await state.calls.call(
            "elbv2",
            "DescribeLoadBalancers",
            {"LoadBalancerArns": [arn]},
            account_id=account_id,
            region=region,
        )
    except AwsError as exc:
        if exc.code in ("LoadBalancerNotFound", "LoadBalancerNotFoundException", "ValidationError"):
            return None
        raise
    balancers = found.get("LoadBalancers") or []
    return balancers[0] if balancers else None
