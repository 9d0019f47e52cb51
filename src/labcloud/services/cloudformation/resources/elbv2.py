"""AWS::ElasticLoadBalancingV2::LoadBalancer, ::TargetGroup, ::Listener and ::ListenerRule through the
ELBv2 API (Ref: each one's ARN). labcloud updates none of them in place: a changed property replaces the
resource (a new ARN, the old one deleted after). Settings ELBv2 refuses fail the resource with its message.
::ListenerCertificate (Ref and Id: the listener's ARN) adds certificates to a listener's list and is updated in
place (the set replaced)."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


def _tags(props: dict[str, Any]) -> dict[str, Any]:
    tags = [{"Key": str(t["Key"]), "Value": str(t.get("Value", ""))} for t in props.get("Tags") or []]
    return {"Tags": tags} if tags else {}


def _pick(props: dict[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    return {name: props[name] for name in names if name in props}


def _int(props: dict[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    return {name: int(props[name]) for name in names if name in props}


class LoadBalancer(Handler):
    type = "AWS::ElasticLoadBalancingV2::LoadBalancer"
    replace_all = True
    known = frozenset(
        {
            "Name",
            "Subnets",
            "SubnetMappings",
            "SecurityGroups",
            "Scheme",
            "Type",
            "IpAddressType",
            "LoadBalancerAttributes",
            "Tags",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(32, prop="Name"))
        params = {
            "Name": name,
            **_pick(
                props, ("Subnets", "SubnetMappings", "SecurityGroups", "Scheme", "Type", "IpAddressType")
            ),
            **_tags(props),
        }
        lb = (await rc.call("elbv2", "CreateLoadBalancer", params))["LoadBalancers"][0]
        arn = lb["LoadBalancerArn"]
        if props.get("LoadBalancerAttributes"):
            await rc.call(
                "elbv2",
                "ModifyLoadBalancerAttributes",
                {
                    "LoadBalancerArn": arn,
                    "Attributes": [
                        {"Key": str(a["Key"]), "Value": str(a["Value"])}
                        for a in props["LoadBalancerAttributes"]
                    ],
                },
            )
        return Created(
            arn,
            {
                "LoadBalancerArn": arn,
                "DNSName": lb["DNSName"],
                "CanonicalHostedZoneID": lb["CanonicalHostedZoneId"],
                "LoadBalancerName": name,
                "LoadBalancerFullName": arn.split(":loadbalancer/", 1)[1],
                "SecurityGroups": lb.get("SecurityGroups") or [],
            },
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("elbv2", "DeleteLoadBalancer", {"LoadBalancerArn": physical_id})


_GROUP_STRINGS = (
    "Protocol",
    "VpcId",
    "HealthCheckProtocol",
    "HealthCheckPort",
    "HealthCheckPath",
    "TargetType",
    "Matcher",
    "IpAddressType",
    "ProtocolVersion",
)
_GROUP_INTS = (
    "Port",
    "HealthCheckIntervalSeconds",
    "HealthCheckTimeoutSeconds",
    "HealthyThresholdCount",
    "UnhealthyThresholdCount",
)


class TargetGroup(Handler):
    type = "AWS::ElasticLoadBalancingV2::TargetGroup"
    replace_all = True
    known = frozenset(
        {
            "Name",
            "Targets",
            "TargetGroupAttributes",
            "Tags",
            "HealthCheckEnabled",
            *_GROUP_STRINGS,
            *_GROUP_INTS,
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(32, prop="Name"))
        params = {"Name": name, **_pick(props, _GROUP_STRINGS), **_int(props, _GROUP_INTS), **_tags(props)}
        if "HealthCheckEnabled" in props:
            params["HealthCheckEnabled"] = str(props["HealthCheckEnabled"]).lower() == "true"
        group = (await rc.call("elbv2", "CreateTargetGroup", params))["TargetGroups"][0]
        arn = group["TargetGroupArn"]
        if props.get("TargetGroupAttributes"):
            await rc.call(
                "elbv2",
                "ModifyTargetGroupAttributes",
                {
                    "TargetGroupArn": arn,
                    "Attributes": [
                        {"Key": str(a["Key"]), "Value": str(a["Value"])}
                        for a in props["TargetGroupAttributes"]
                    ],
                },
            )
        if props.get("Targets"):
            targets = [
                {"Id": str(t["Id"]), **_int(t, ("Port",)), **_pick(t, ("AvailabilityZone",))}
                for t in props["Targets"]
            ]
            await rc.call("elbv2", "RegisterTargets", {"TargetGroupArn": arn, "Targets": targets})
        return Created(
            arn,
            {
                "TargetGroupArn": arn,
                "TargetGroupName": name,
                "TargetGroupFullName": arn.split(":", 5)[5],
                "LoadBalancerArns": [],
            },
        )

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("elbv2", "DeleteTargetGroup", {"TargetGroupArn": physical_id})


class Listener(Handler):
    type = "AWS::ElasticLoadBalancingV2::Listener"
    replace_all = True
    known = frozenset(
        {
            "LoadBalancerArn",
            "Port",
            "Protocol",
            "DefaultActions",
            "Certificates",
            "SslPolicy",
            "AlpnPolicy",
            "MutualAuthentication",
        }
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {**_pick(props, tuple(self.known - {"Port"})), **_int(props, ("Port",))}
        params["DefaultActions"] = _actions(props.get("DefaultActions") or [])
        listener = (await rc.call("elbv2", "CreateListener", params))["Listeners"][0]
        return Created(listener["ListenerArn"], {"ListenerArn": listener["ListenerArn"]})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("elbv2", "DeleteListener", {"ListenerArn": physical_id})


class ListenerRule(Handler):
    type = "AWS::ElasticLoadBalancingV2::ListenerRule"
    replace_all = True
    known = frozenset({"ListenerArn", "Priority", "Conditions", "Actions", "Transforms"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = {
            **_pick(props, ("ListenerArn", "Conditions", "Transforms")),
            "Priority": int(props["Priority"]),
            "Actions": _actions(props.get("Actions") or []),
        }
        rule = (await rc.call("elbv2", "CreateRule", params))["Rules"][0]
        return Created(rule["RuleArn"], {"RuleArn": rule["RuleArn"], "IsDefault": False})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("elbv2", "DeleteRule", {"RuleArn": physical_id})


class ListenerCertificate(Handler):
    """Certificates added to an HTTPS or TLS listener's list (for SNI). An update replaces the set (the
    certificates no longer listed are removed, the new ones added); delete removes them. The listener's
    default certificate is never removed: naming it here adds nothing, as on AWS."""

    type = "AWS::ElasticLoadBalancingV2::ListenerCertificate"
    replace_on = frozenset({"ListenerArn"})
    known = frozenset({"ListenerArn", "Certificates"})
    required = ("Certificates",)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        listener = str(props["ListenerArn"])
        await rc.call(
            "elbv2",
            "AddListenerCertificates",
            {"ListenerArn": listener, "Certificates": _certificates(props)},
        )
        return Created(listener, {"Id": listener})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call(
            "elbv2",
            "AddListenerCertificates",
            {"ListenerArn": physical_id, "Certificates": _certificates(new)},
        )
        kept = {c["CertificateArn"] for c in _certificates(new)}
        gone = [c for c in _certificates(old) if c["CertificateArn"] not in kept]
        await self._remove(rc, physical_id, gone)
        return {}

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await self._remove(rc, physical_id, _certificates(props), quiet=True)

    async def _remove(
        self, rc: ResourceCall, listener: str, certificates: list[dict[str, str]], quiet: bool = False
    ) -> None:
        """Remove ``certificates`` from the listener's list, never its default certificate."""
        described = await rc.call_quiet("elbv2", "DescribeListeners", {"ListenerArns": [listener]})
        if described is None:
            return  # the listener is gone, and its certificate list with it
        defaults = {c["CertificateArn"] for c in described["Listeners"][0].get("Certificates") or []}
        removed = [c for c in certificates if c["CertificateArn"] not in defaults]
        if not removed:
            return
        params = {"ListenerArn": listener, "Certificates": removed}
        if quiet:
            await rc.call_quiet("elbv2", "RemoveListenerCertificates", params)
        else:
            await rc.call("elbv2", "RemoveListenerCertificates", params)


def _certificates(props: dict[str, Any]) -> list[dict[str, str]]:
    return [{"CertificateArn": str(c["CertificateArn"])} for c in props.get("Certificates") or []]


def _actions(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Template actions in the API's types (``Order`` and weights are numbers there)."""
    out: list[dict[str, Any]] = []
    for action in actions:
        action = dict(action)
        if "Order" in action:
            action["Order"] = int(action["Order"])
        forward = action.get("ForwardConfig")
        if isinstance(forward, dict) and forward.get("TargetGroups"):
            action["ForwardConfig"] = {
                **forward,
                "TargetGroups": [{**p, **_int(p, ("Weight",))} for p in forward["TargetGroups"]],
            }
        out.append(action)
    return out


HANDLERS = (LoadBalancer(), TargetGroup(), Listener(), ListenerRule(), ListenerCertificate())
