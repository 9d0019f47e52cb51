"""AWS::Cognito::UserPool, UserPoolClient, UserPoolGroup, UserPoolDomain, UserPoolUser and
UserPoolResourceServer through the
Cognito user pools API (``cognito-idp``). ``Ref`` answers the pool id, the client id, the group name, the
domain and the username; a pool's ``Fn::GetAtt`` gives ``Arn``, ``ProviderName``, ``ProviderURL`` and
``UserPoolId``, a client's ``ClientId``, ``ClientSecret`` and ``Name``. Updates call the Update
operations with the whole new definition (what an update leaves out goes back to its default, as on AWS).
"""

from __future__ import annotations

from typing import Any, ClassVar

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall, ResourceFailed

POOL_PROPERTIES = (
    "Policies",
    "DeletionProtection",
    "LambdaConfig",
    "AutoVerifiedAttributes",
    "AliasAttributes",
    "UsernameAttributes",
    "SmsVerificationMessage",
    "EmailVerificationMessage",
    "EmailVerificationSubject",
    "VerificationMessageTemplate",
    "SmsAuthenticationMessage",
    "MfaConfiguration",
    "UserAttributeUpdateSettings",
    "DeviceConfiguration",
    "EmailConfiguration",
    "SmsConfiguration",
    "UserPoolTags",
    "AdminCreateUserConfig",
    "Schema",
    "UserPoolAddOns",
    "UsernameConfiguration",
    "AccountRecoverySetting",
    "UserPoolTier",
)
#: What UpdateUserPool does not take (CloudFormation replaces the pool when they change).
CREATE_ONLY_POOL = ("AliasAttributes", "UsernameAttributes", "Schema", "UsernameConfiguration")
CLIENT_PROPERTIES = (
    "RefreshTokenValidity",
    "AccessTokenValidity",
    "IdTokenValidity",
    "TokenValidityUnits",
    "ReadAttributes",
    "WriteAttributes",
    "ExplicitAuthFlows",
    "SupportedIdentityProviders",
    "CallbackURLs",
    "LogoutURLs",
    "DefaultRedirectURI",
    "AllowedOAuthFlows",
    "AllowedOAuthScopes",
    "AllowedOAuthFlowsUserPoolClient",
    "AnalyticsConfiguration",
    "PreventUserExistenceErrors",
    "EnableTokenRevocation",
    "EnablePropagateAdditionalUserContextData",
    "AuthSessionValidity",
    "RefreshTokenRotation",
)


def _pool_attributes(rc: ResourceCall, pool_id: str) -> dict[str, Any]:
    return {
        "Arn": rc.arn("cognito-idp", f"userpool/{pool_id}"),
        "ProviderName": f"cognito-idp.{rc.region}.amazonaws.com/{pool_id}",
        "ProviderURL": f"https://cognito-idp.{rc.region}.amazonaws.com/{pool_id}",
        "UserPoolId": pool_id,
    }


def _pool_params(props: dict[str, Any], *, creating: bool) -> dict[str, Any]:
    params = {k: props[k] for k in POOL_PROPERTIES if k in props and (creating or k not in CREATE_ONLY_POOL)}
    enabled = list(props.get("EnabledMfas") or [])
    # SMS MFA is what MfaConfiguration ON/OPTIONAL turns on with an SmsConfiguration; other factors are not there
    if enabled and (set(enabled) != {"SMS_MFA"} or not props.get("SmsConfiguration")):
        raise ResourceFailed(
            "labcloud implements only SMS_MFA (with SmsConfiguration) among EnabledMfas, not "
            + ", ".join(sorted(set(enabled) - {"SMS_MFA"}) or ["SMS_MFA without SmsConfiguration"])
        )
    return params


class PoolPart(Handler):
    """A resource inside a user pool, deleted by one call naming the pool and the part's id (quietly:
    a part already gone, or whose pool is gone, counts as deleted)."""

    delete_operation: ClassVar[str] = ""
    id_member: ClassVar[str] = ""

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "cognito-idp",
            self.delete_operation,
            {"UserPoolId": props.get("UserPoolId"), self.id_member: physical_id},
        )


class UserPool(Handler):
    type = "AWS::Cognito::UserPool"
    known = frozenset({"UserPoolName", "EnabledMfas", *POOL_PROPERTIES})
    replace_on = frozenset(CREATE_ONLY_POOL)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("UserPoolName") or rc.physical_name(128, prop="UserPoolName"))
        made = await rc.call(
            "cognito-idp", "CreateUserPool", {"PoolName": name, **_pool_params(props, creating=True)}
        )
        pool_id = str(made["UserPool"]["Id"])
        return Created(pool_id, _pool_attributes(rc, pool_id))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {"UserPoolId": physical_id, **_pool_params(new, creating=False)}
        if new.get("UserPoolName"):
            params["PoolName"] = new["UserPoolName"]
        await rc.call("cognito-idp", "UpdateUserPool", params)
        return _pool_attributes(rc, physical_id)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("cognito-idp", "DeleteUserPool", {"UserPoolId": physical_id})


class UserPoolClient(PoolPart):
    type = "AWS::Cognito::UserPoolClient"
    delete_operation = "DeleteUserPoolClient"
    id_member = "ClientId"
    known = frozenset({"UserPoolId", "ClientName", "GenerateSecret", "ClientSecret", *CLIENT_PROPERTIES})
    required = ("UserPoolId",)

    def _attributes(self, described: dict[str, Any]) -> dict[str, Any]:
        client = described["UserPoolClient"]
        out = {"ClientId": client["ClientId"], "Name": client["ClientName"]}
        if client.get("ClientSecret"):
            out["ClientSecret"] = client["ClientSecret"]
        return out

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params = {k: props[k] for k in CLIENT_PROPERTIES if k in props}
        for key in ("GenerateSecret", "ClientSecret"):
            if key in props:
                params[key] = props[key]
        name = str(props.get("ClientName") or rc.physical_name(128))
        made = await rc.call(
            "cognito-idp",
            "CreateUserPoolClient",
            {"UserPoolId": props["UserPoolId"], "ClientName": name, **params},
        )
        return Created(str(made["UserPoolClient"]["ClientId"]), self._attributes(made))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params = {k: new[k] for k in CLIENT_PROPERTIES if k in new}
        if new.get("ClientName"):
            params["ClientName"] = new["ClientName"]
        made = await rc.call(
            "cognito-idp",
            "UpdateUserPoolClient",
            {"UserPoolId": new["UserPoolId"], "ClientId": physical_id, **params},
        )
        return self._attributes(made)


class UserPoolGroup(PoolPart):
    type = "AWS::Cognito::UserPoolGroup"
    delete_operation = "DeleteGroup"
    id_member = "GroupName"
    known = frozenset({"UserPoolId", "GroupName", "Description", "Precedence", "RoleArn"})
    required = ("UserPoolId",)

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("GroupName") or rc.physical_name(128, prop="GroupName"))

    def _params(self, props: dict[str, Any], name: str) -> dict[str, Any]:
        params = {"UserPoolId": props["UserPoolId"], "GroupName": name}
        params.update({k: props[k] for k in ("Description", "Precedence", "RoleArn") if k in props})
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = self.physical_id_of(rc, props) or ""
        await rc.call("cognito-idp", "CreateGroup", self._params(props, name))
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("cognito-idp", "UpdateGroup", self._params(new, physical_id))
        return {}


DOMAIN_PROPERTIES: tuple[str, ...] = ("UserPoolId", "Domain", "CustomDomainConfig", "ManagedLoginVersion")


class UserPoolDomain(PoolPart):
    type = "AWS::Cognito::UserPoolDomain"
    delete_operation = "DeleteUserPoolDomain"
    id_member = "Domain"
    known = frozenset({"UserPoolId", "Domain", "CustomDomainConfig", "ManagedLoginVersion"})
    required = ("UserPoolId", "Domain")

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params: dict[str, Any] = {
            k: props[k]
            for k in ("UserPoolId", "Domain", "CustomDomainConfig", "ManagedLoginVersion")
            if k in props
        }
        await rc.call("cognito-idp", "CreateUserPoolDomain", params)
        described = await rc.call("cognito-idp", "DescribeUserPoolDomain", {"Domain": props["Domain"]})
        distribution = described["DomainDescription"].get("CloudFrontDistribution", "")
        return Created(str(props["Domain"]), {"CloudFrontDistribution": distribution})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        params: dict[str, Any] = {k: new[k] for k in DOMAIN_PROPERTIES if k in new}
        await rc.call("cognito-idp", "UpdateUserPoolDomain", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        described = await rc.call_quiet("cognito-idp", "DescribeUserPoolDomain", {"Domain": physical_id})
        if described and described.get("DomainDescription"):
            await super().delete(rc, physical_id, props, attributes)


class UserPoolUser(Handler):
    type = "AWS::Cognito::UserPoolUser"
    known = frozenset(
        {
            "UserPoolId",
            "Username",
            "UserAttributes",
            "MessageAction",
            "DesiredDeliveryMediums",
            "ForceAliasCreation",
            "ValidationData",
            "ClientMetadata",
        }
    )
    required = ("UserPoolId",)
    replace_all = True

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        params: dict[str, Any] = {
            k: props[k]
            for k in (
                "UserPoolId",
                "UserAttributes",
                "MessageAction",
                "DesiredDeliveryMediums",
                "ForceAliasCreation",
                "ValidationData",
                "ClientMetadata",
            )
            if k in props
        }
        if not props.get("Username"):
            raise ResourceFailed("labcloud needs a Username for AWS::Cognito::UserPoolUser")
        made = await rc.call("cognito-idp", "AdminCreateUser", {"Username": props["Username"], **params})
        return Created(str(made["User"]["Username"]), {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        pool = await rc.call_quiet("cognito-idp", "DescribeUserPool", {"UserPoolId": props.get("UserPoolId")})
        if pool is None:
            return
        listed = await rc.call(
            "cognito-idp",
            "ListUsers",
            {"UserPoolId": props["UserPoolId"], "Filter": f'username = "{physical_id}"'},
        )
        if listed.get("Users"):
            await rc.call(
                "cognito-idp", "AdminDeleteUser", {"UserPoolId": props["UserPoolId"], "Username": physical_id}
            )


class UserPoolResourceServer(PoolPart):
    type = "AWS::Cognito::UserPoolResourceServer"
    delete_operation = "DeleteResourceServer"
    id_member = "Identifier"
    known = frozenset({"UserPoolId", "Identifier", "Name", "Scopes"})
    required = ("UserPoolId", "Identifier", "Name")

    def _params(self, props: dict[str, Any]) -> dict[str, Any]:
        params: dict[str, Any] = {k: props[k] for k in ("UserPoolId", "Identifier", "Name") if k in props}
        if props.get("Scopes"):
            params["Scopes"] = props["Scopes"]
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        await rc.call("cognito-idp", "CreateResourceServer", self._params(props))
        return Created(str(props["Identifier"]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("cognito-idp", "UpdateResourceServer", self._params(new))
        return {}


HANDLERS = (
    UserPool(),
    UserPoolClient(),
    UserPoolGroup(),
    UserPoolDomain(),
    UserPoolUser(),
    UserPoolResourceServer(),
)
