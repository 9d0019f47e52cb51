"""AWS::ApiGateway::DomainName, BasePathMapping and Account (the resources of an account rather than of
one API) through the apigateway API.

A DomainName's ``Ref`` is the name, its attributes the regional and distribution domain names and
hosted zones AWS reports; a BasePathMapping's physical id is ``<domain>|<base path>``. Any change
replaces the resource. An Account sets the account's CloudWatch role (UpdateAccount); deleting it
leaves the setting as it is, as on AWS. ``MutualTlsAuthentication`` (``TruststoreUri``, ``TruststoreVersion``)
is the API's mutual TLS. What the API refuses (uploaded certificates, an unreadable truststore...) fails the
resource with its reason."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed


class DomainName(Handler):
    type = "AWS::ApiGateway::DomainName"
    known = frozenset(
        {
            "DomainName",
            "CertificateArn",
            "RegionalCertificateArn",
            "EndpointConfiguration",
            "SecurityPolicy",
            "MutualTlsAuthentication",
            "OwnershipVerificationCertificateArn",
            "RoutingMode",
            "Tags",
        }
    )
    required = ("DomainName",)
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        params: dict[str, Any] = {"domainName": str(props["DomainName"])}
        for prop, member in (
            ("CertificateArn", "certificateArn"),
            ("RegionalCertificateArn", "regionalCertificateArn"),
            ("SecurityPolicy", "securityPolicy"),
            ("OwnershipVerificationCertificateArn", "ownershipVerificationCertificateArn"),
            ("RoutingMode", "routingMode"),
        ):
            if props.get(prop) is not None:
                params[member] = str(props[prop])
        if props.get("EndpointConfiguration"):
            params["endpointConfiguration"] = {
                "types": list(props["EndpointConfiguration"].get("Types") or [])
            }
        tls = props.get("MutualTlsAuthentication")
        if tls:
            params["mutualTlsAuthentication"] = {"truststoreUri": str(tls.get("TruststoreUri") or "")}
            if tls.get("TruststoreVersion"):
                params["mutualTlsAuthentication"]["truststoreVersion"] = str(tls["TruststoreVersion"])
        if props.get("Tags"):
            params["tags"] = {str(t["Key"]): str(t["Value"]) for t in props["Tags"]}
        made = await rc.call("apigateway", "CreateDomainName", params)
        attributes = {
            "DistributionDomainName": made.get("distributionDomainName", ""),
            "DistributionHostedZoneId": made.get("distributionHostedZoneId", ""),
            "RegionalDomainName": made.get("regionalDomainName", ""),
            "RegionalHostedZoneId": made.get("regionalHostedZoneId", ""),
        }
        return Created(made["domainName"], attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("apigateway", "DeleteDomainName", {"domainName": physical_id})


class BasePathMapping(Handler):
    type = "AWS::ApiGateway::BasePathMapping"
    known = frozenset({"DomainName", "BasePath", "RestApiId", "Stage", "Id"})
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        if props.get("Id"):
            raise ResourceFailed(f"labcloud does not support Id (private domain names) on {rc.logical_id}")
        params: dict[str, Any] = {
            "domainName": str(props["DomainName"]),
            "restApiId": str(props.get("RestApiId") or ""),
        }
        if props.get("BasePath"):
            params["basePath"] = str(props["BasePath"])
        if props.get("Stage"):
            params["stage"] = str(props["Stage"])
        made = await rc.call("apigateway", "CreateBasePathMapping", params)
        return Created(f"{params['domainName']}|{made['basePath']}", {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        domain, _, base_path = physical_id.rpartition("|")
        await rc.call_quiet(
            "apigateway", "DeleteBasePathMapping", {"domainName": domain, "basePath": base_path}
        )


class Account(Handler):
    type = "AWS::ApiGateway::Account"
    known = frozenset({"CloudWatchRoleArn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        await self._set(rc, props)
        return Created(rc.physical_name(64), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        self.check_known(rc.logical_id, new)
        await self._set(rc, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        return None  # AWS keeps the account's settings when the resource goes

    @staticmethod
    async def _set(rc: ResourceCall, props: dict[str, Any]) -> None:
        operation = {
            "op": "replace",
            "path": "/cloudwatchRoleArn",
            "value": str(props.get("CloudWatchRoleArn") or ""),
        }
        await rc.call("apigateway", "UpdateAccount", {"patchOperations": [operation]})


HANDLERS: tuple[Handler, ...] = (DomainName(), BasePathMapping(), Account())
