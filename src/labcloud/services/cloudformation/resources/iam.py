"""AWS::IAM::Role, AWS::IAM::Policy, AWS::IAM::RolePolicy, AWS::IAM::ManagedPolicy, AWS::IAM::InstanceProfile
and AWS::IAM::User."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_json_text,
    tags_list,
)

_TARGETS = (("Roles", "Role", "RoleName"), ("Users", "User", "UserName"), ("Groups", "Group", "GroupName"))


class Role(Handler):
    type = "AWS::IAM::Role"
    known = frozenset(
        {
            "AssumeRolePolicyDocument",
            "Description",
            "ManagedPolicyArns",
            "MaxSessionDuration",
            "Path",
            "PermissionsBoundary",
            "Policies",
            "RoleName",
            "Tags",
        }
    )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("RoleName") or rc.physical_name(64, prop="RoleName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = props.get("RoleName") or rc.physical_name(64, prop="RoleName")
        params: dict[str, Any] = {
            "RoleName": name,
            "AssumeRolePolicyDocument": as_json_text(props["AssumeRolePolicyDocument"]),
        }
        for key in ("Path", "Description", "MaxSessionDuration", "PermissionsBoundary"):
            if key in props:
                params[key] = props[key]
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        role = (await rc.call("iam", "CreateRole", params))["Role"]
        try:
            for arn in props.get("ManagedPolicyArns") or []:
                await rc.call("iam", "AttachRolePolicy", {"RoleName": name, "PolicyArn": arn})
            for policy in props.get("Policies") or []:
                await rc.call(
                    "iam",
                    "PutRolePolicy",
                    {
                        "RoleName": name,
                        "PolicyName": policy["PolicyName"],
                        "PolicyDocument": as_json_text(policy["PolicyDocument"]),
                    },
                )
        except ResourceFailed:
            await self.delete(rc, name, props, {})
            raise
        return Created(name, {"Arn": role["Arn"], "RoleId": role["RoleId"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        name = physical_id
        if old.get("AssumeRolePolicyDocument") != new.get("AssumeRolePolicyDocument"):
            await rc.call(
                "iam",
                "UpdateAssumeRolePolicy",
                {"RoleName": name, "PolicyDocument": as_json_text(new["AssumeRolePolicyDocument"])},
            )
        if old.get("Description") != new.get("Description") or old.get("MaxSessionDuration") != new.get(
            "MaxSessionDuration"
        ):
            await rc.call(
                "iam",
                "UpdateRole",
                {
                    "RoleName": name,
                    "Description": new.get("Description", ""),
                    **(
                        {"MaxSessionDuration": new["MaxSessionDuration"]}
                        if "MaxSessionDuration" in new
                        else {}
                    ),
                },
            )
        if old.get("PermissionsBoundary") != new.get("PermissionsBoundary"):
            if new.get("PermissionsBoundary"):
                await rc.call(
                    "iam",
                    "PutRolePermissionsBoundary",
                    {"RoleName": name, "PermissionsBoundary": new["PermissionsBoundary"]},
                )
            else:
                await rc.call("iam", "DeleteRolePermissionsBoundary", {"RoleName": name})
        old_arns, new_arns = set(old.get("ManagedPolicyArns") or []), set(new.get("ManagedPolicyArns") or [])
        for arn in sorted(old_arns - new_arns):
            await rc.call_quiet("iam", "DetachRolePolicy", {"RoleName": name, "PolicyArn": arn})
        for arn in sorted(new_arns - old_arns):
            await rc.call("iam", "AttachRolePolicy", {"RoleName": name, "PolicyArn": arn})
        old_inline = {p["PolicyName"]: p["PolicyDocument"] for p in old.get("Policies") or []}
        new_inline = {p["PolicyName"]: p["PolicyDocument"] for p in new.get("Policies") or []}
        for policy in old_inline:
            if policy not in new_inline:
                await rc.call_quiet("iam", "DeleteRolePolicy", {"RoleName": name, "PolicyName": policy})
        for policy, document in new_inline.items():
            if old_inline.get(policy) != document:
                await rc.call(
                    "iam",
                    "PutRolePolicy",
                    {"RoleName": name, "PolicyName": policy, "PolicyDocument": as_json_text(document)},
                )
        old_tags = {t["Key"]: t["Value"] for t in tags_list(old)}
        new_tags = {t["Key"]: t["Value"] for t in tags_list(new)}
        gone = [k for k in old_tags if k not in new_tags]
        if gone:
            await rc.call("iam", "UntagRole", {"RoleName": name, "TagKeys": gone})
        if new_tags != old_tags and new_tags:
            await rc.call("iam", "TagRole", {"RoleName": name, "Tags": tags_list(new)})
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        name = physical_id
        attached = await rc.call_quiet("iam", "ListAttachedRolePolicies", {"RoleName": name})
        if attached is None:
            return
        for policy in attached.get("AttachedPolicies") or []:
            await rc.call_quiet(
                "iam", "DetachRolePolicy", {"RoleName": name, "PolicyArn": policy["PolicyArn"]}
            )
        inline = await rc.call_quiet("iam", "ListRolePolicies", {"RoleName": name}) or {}
        for policy_name in inline.get("PolicyNames") or []:
            await rc.call_quiet("iam", "DeleteRolePolicy", {"RoleName": name, "PolicyName": policy_name})
        await rc.call_quiet("iam", "DeleteRole", {"RoleName": name})


class Policy(Handler):
    """An inline policy put on each listed role, user and group."""

    type = "AWS::IAM::Policy"
    known = frozenset({"PolicyDocument", "PolicyName", "Roles", "Users", "Groups"})

    async def _put(self, rc: ResourceCall, props: dict[str, Any]) -> None:
        document = as_json_text(props["PolicyDocument"])
        for key, kind, member in _TARGETS:
            for target in props.get(key) or []:
                await rc.call(
                    "iam",
                    f"Put{kind}Policy",
                    {member: target, "PolicyName": props["PolicyName"], "PolicyDocument": document},
                )

    async def _remove(
        self, rc: ResourceCall, props: dict[str, Any], keep: dict[str, Any] | None = None
    ) -> None:
        for key, kind, member in _TARGETS:
            for target in props.get(key) or []:
                if keep is not None and target in (keep.get(key) or []):
                    continue
                await rc.call_quiet(
                    "iam", f"Delete{kind}Policy", {member: target, "PolicyName": props["PolicyName"]}
                )

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return rc.physical_name(128)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        if not any(props.get(key) for key, _, _ in _TARGETS):
            raise ResourceFailed("At least one of [Groups,Roles,Users] must be non-empty.")
        await self._put(rc, props)
        physical = rc.physical_name(128)
        return Created(physical, {"Id": physical})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        renamed = old.get("PolicyName") != new.get("PolicyName")
        await self._remove(rc, old, keep=None if renamed else new)
        await self._put(rc, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await self._remove(rc, props)


class RolePolicy(Handler):
    """One inline policy of one role (PutRolePolicy); a new name or role replaces it."""

    type = "AWS::IAM::RolePolicy"
    replace_on = frozenset({"PolicyName", "RoleName"})
    known = frozenset({"PolicyDocument", "PolicyName", "RoleName"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        document = as_json_text(props.get("PolicyDocument") or {"Version": "2012-10-17", "Statement": []})
        params = {
            "RoleName": props["RoleName"],
            "PolicyName": props["PolicyName"],
            "PolicyDocument": document,
        }
        await rc.call("iam", "PutRolePolicy", params)
        return Created(f"{props['PolicyName']}|{props['RoleName']}", {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await self.create(rc, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        params = {"RoleName": props.get("RoleName", ""), "PolicyName": props.get("PolicyName", "")}
        await rc.call_quiet("iam", "DeleteRolePolicy", params)


class ManagedPolicy(Handler):
    type = "AWS::IAM::ManagedPolicy"
    known = frozenset(
        {"Description", "Groups", "ManagedPolicyName", "Path", "PolicyDocument", "Roles", "Users"}
    )
    attributes = frozenset({"Path", "PolicyName"})

    async def _attach(
        self,
        rc: ResourceCall,
        arn: str,
        props: dict[str, Any],
        skip: dict[str, Any] | None = None,
        detach: bool = False,
    ) -> None:
        for key, kind, member in _TARGETS:
            for target in props.get(key) or []:
                if skip is not None and target in (skip.get(key) or []):
                    continue
                if detach:
                    await rc.call_quiet("iam", f"Detach{kind}Policy", {member: target, "PolicyArn": arn})
                else:
                    await rc.call("iam", f"Attach{kind}Policy", {member: target, "PolicyArn": arn})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        name = props.get("ManagedPolicyName") or rc.physical_name(128, prop="ManagedPolicyName")
        return f"arn:aws:iam::{rc.account}:policy{props.get('Path') or '/'}{name}"

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        name = props.get("ManagedPolicyName") or rc.physical_name(128, prop="ManagedPolicyName")
        params: dict[str, Any] = {
            "PolicyName": name,
            "PolicyDocument": as_json_text(props["PolicyDocument"]),
            **{k: props[k] for k in ("Path", "Description") if k in props},
        }
        policy = (await rc.call("iam", "CreatePolicy", params))["Policy"]
        arn = policy["Arn"]
        try:
            await self._attach(rc, arn, props)
        except ResourceFailed:
            await self.delete(rc, arn, props, {})
            raise
        return Created(
            arn,
            {
                "PolicyArn": arn,
                "PolicyId": policy["PolicyId"],
                "PolicyName": name,
                "DefaultVersionId": policy.get("DefaultVersionId", "v1"),
                "Path": policy.get("Path", "/"),
                "IsAttachable": True,
            },
        )

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        arn = physical_id
        if old.get("PolicyDocument") != new.get("PolicyDocument"):
            versions = (await rc.call("iam", "ListPolicyVersions", {"PolicyArn": arn}))["Versions"]
            if len(versions) >= 5:
                oldest = sorted(
                    (v for v in versions if not v["IsDefaultVersion"]), key=lambda v: v["CreateDate"]
                )[0]
                await rc.call(
                    "iam", "DeletePolicyVersion", {"PolicyArn": arn, "VersionId": oldest["VersionId"]}
                )
            version = (
                await rc.call(
                    "iam",
                    "CreatePolicyVersion",
                    {
                        "PolicyArn": arn,
                        "PolicyDocument": as_json_text(new["PolicyDocument"]),
                        "SetAsDefault": True,
                    },
                )
            )["PolicyVersion"]
            attributes = {**attributes, "DefaultVersionId": version["VersionId"]}
        await self._attach(rc, arn, old, skip=new, detach=True)
        await self._attach(rc, arn, new, skip=old)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        arn = physical_id
        await self._attach(rc, arn, props, detach=True)
        versions = await rc.call_quiet("iam", "ListPolicyVersions", {"PolicyArn": arn})
        if versions is None:
            return
        for version in versions["Versions"]:
            if not version["IsDefaultVersion"]:
                await rc.call_quiet(
                    "iam", "DeletePolicyVersion", {"PolicyArn": arn, "VersionId": version["VersionId"]}
                )
        await rc.call_quiet("iam", "DeletePolicy", {"PolicyArn": arn})


class InstanceProfile(Handler):
    """An instance profile holding its one role (``Roles``: a list of one role name, as IAM allows)."""

    type = "AWS::IAM::InstanceProfile"
    known = frozenset({"InstanceProfileName", "Path", "Roles"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("InstanceProfileName") or rc.physical_name(128, prop="InstanceProfileName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        roles = list(props.get("Roles") or [])
        if len(roles) != 1:
            raise ResourceFailed("Roles must name exactly one role (an instance profile holds one role)")
        name = props.get("InstanceProfileName") or rc.physical_name(128, prop="InstanceProfileName")
        params: dict[str, Any] = {
            "InstanceProfileName": name,
            **({"Path": props["Path"]} if "Path" in props else {}),
        }
        profile = (await rc.call("iam", "CreateInstanceProfile", params))["InstanceProfile"]
        try:
            await rc.call(
                "iam", "AddRoleToInstanceProfile", {"InstanceProfileName": name, "RoleName": roles[0]}
            )
        except ResourceFailed:
            await rc.call_quiet("iam", "DeleteInstanceProfile", {"InstanceProfileName": name})
            raise
        return Created(name, {"Arn": profile["Arn"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        before, after = list(old.get("Roles") or []), list(new.get("Roles") or [])
        if len(after) != 1:
            raise ResourceFailed("Roles must name exactly one role (an instance profile holds one role)")
        if before != after:
            for role in before:
                await rc.call_quiet(
                    "iam",
                    "RemoveRoleFromInstanceProfile",
                    {"InstanceProfileName": physical_id, "RoleName": role},
                )
            await rc.call(
                "iam", "AddRoleToInstanceProfile", {"InstanceProfileName": physical_id, "RoleName": after[0]}
            )
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        got = await rc.call_quiet("iam", "GetInstanceProfile", {"InstanceProfileName": physical_id})
        if got is None:
            return
        for role in got["InstanceProfile"].get("Roles") or []:
            await rc.call_quiet(
                "iam",
                "RemoveRoleFromInstanceProfile",
                {"InstanceProfileName": physical_id, "RoleName": role["RoleName"]},
            )
        await rc.call_quiet("iam", "DeleteInstanceProfile", {"InstanceProfileName": physical_id})


class User(Handler):
    """An IAM user with its inline and managed policies, groups, tags, boundary and login profile;
    Ref is the user name, ``Arn`` its ARN."""

    type = "AWS::IAM::User"
    known = frozenset(
        {
            "UserName",
            "Path",
            "Policies",
            "ManagedPolicyArns",
            "Groups",
            "Tags",
            "PermissionsBoundary",
            "LoginProfile",
        }
    )
    replace_on = frozenset({"UserName", "Path", "LoginProfile"})
    #: what an update changes in place (the rest replaces the user)
    _UPDATABLE = ("Policies", "ManagedPolicyArns", "Groups")

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("UserName") or rc.physical_name(64, prop="UserName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = props.get("UserName") or rc.physical_name(64, prop="UserName")
        params: dict[str, Any] = {"UserName": name}
        for key in ("Path", "PermissionsBoundary"):
            if key in props:
                params[key] = props[key]
        if props.get("Tags"):
            params["Tags"] = tags_list(props)
        user = (await rc.call("iam", "CreateUser", params))["User"]
        try:
            await self._apply(rc, name, {}, props)
            login = props.get("LoginProfile")
            if login:
                await rc.call(
                    "iam",
                    "CreateLoginProfile",
                    {
                        "UserName": name,
                        "Password": login["Password"],
                        "PasswordResetRequired": bool(login.get("PasswordResetRequired", False)),
                    },
                )
        except ResourceFailed:
            await self.delete(rc, name, props, {})
            raise
        return Created(name, {"Arn": user["Arn"]})

    async def _apply(self, rc: ResourceCall, name: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        """Make the user's managed policies, inline policies and groups ``new``'s (from ``old``'s)."""
        old_arns, new_arns = set(old.get("ManagedPolicyArns") or []), set(new.get("ManagedPolicyArns") or [])
        for arn in sorted(old_arns - new_arns):
            await rc.call_quiet("iam", "DetachUserPolicy", {"UserName": name, "PolicyArn": arn})
        for arn in sorted(new_arns - old_arns):
            await rc.call("iam", "AttachUserPolicy", {"UserName": name, "PolicyArn": arn})
        old_inline = {p["PolicyName"]: p["PolicyDocument"] for p in old.get("Policies") or []}
        new_inline = {p["PolicyName"]: p["PolicyDocument"] for p in new.get("Policies") or []}
        for policy in old_inline:
            if policy not in new_inline:
                await rc.call_quiet("iam", "DeleteUserPolicy", {"UserName": name, "PolicyName": policy})
        for policy, document in new_inline.items():
            if old_inline.get(policy) != document:
                await rc.call(
                    "iam",
                    "PutUserPolicy",
                    {"UserName": name, "PolicyName": policy, "PolicyDocument": as_json_text(document)},
                )
        old_groups, new_groups = set(old.get("Groups") or []), set(new.get("Groups") or [])
        for group in sorted(old_groups - new_groups):
            await rc.call_quiet("iam", "RemoveUserFromGroup", {"UserName": name, "GroupName": group})
        for group in sorted(new_groups - old_groups):
            await rc.call("iam", "AddUserToGroup", {"UserName": name, "GroupName": group})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        changed = sorted(
            k for k in set(old) | set(new) if old.get(k) != new.get(k) and k not in self._UPDATABLE
        )
        if changed:
            raise ResourceFailed(f"labcloud does not update {changed[0]} of an {self.type} in place")
        await self._apply(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        name = physical_id
        attached = await rc.call_quiet("iam", "ListAttachedUserPolicies", {"UserName": name})
        if attached is None:
            return
        for policy in attached.get("AttachedPolicies") or []:
            await rc.call_quiet(
                "iam", "DetachUserPolicy", {"UserName": name, "PolicyArn": policy["PolicyArn"]}
            )
        inline = await rc.call_quiet("iam", "ListUserPolicies", {"UserName": name}) or {}
        for policy_name in inline.get("PolicyNames") or []:
            await rc.call_quiet("iam", "DeleteUserPolicy", {"UserName": name, "PolicyName": policy_name})
        for group in props.get("Groups") or []:
            await rc.call_quiet("iam", "RemoveUserFromGroup", {"UserName": name, "GroupName": group})
        if props.get("LoginProfile"):
            await rc.call_quiet("iam", "DeleteLoginProfile", {"UserName": name})
        await rc.call_quiet("iam", "DeleteUser", {"UserName": name})
