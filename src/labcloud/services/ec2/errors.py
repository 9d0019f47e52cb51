"""EC2's errors with AWS's codes and wording (the ec2 protocol answers every one with status 400)."""

from __future__ import annotations

from labcloud.errors import AwsError

#: id prefix → (the NotFound code's resource word, how its message names the kind).
NOT_FOUND: dict[str, tuple[str, str]] = {
    "vpc": ("InvalidVpcID", "vpc"),
    "subnet": ("InvalidSubnetID", "subnet"),
    "sg": ("InvalidGroup", "security group"),
    "rtb": ("InvalidRouteTableID", "routeTable"),
    "igw": ("InvalidInternetGatewayID", "internetGateway"),
    "eipalloc": ("InvalidAllocationID", "allocation"),
    "vpce": ("InvalidVpcEndpointId", "Vpc Endpoint"),
    "eni": ("InvalidNetworkInterfaceID", "networkInterface"),
    "acl": ("InvalidNetworkAclID", "networkAcl"),
    "aclassoc": ("InvalidAssociationID", "association"),
    "i": ("InvalidInstanceID", "instance"),
    "key": ("InvalidKeyPair", "key pair"),
    "ami": ("InvalidAMIID", "image"),
    "lt": ("InvalidLaunchTemplateId", "launch template"),
}


def error(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=400)


def invalid_value(message: str) -> AwsError:
    return error("InvalidParameterValue", message)


def not_found(prefix: str, ids: list[str]) -> AwsError:
    """``InvalidVpcID.NotFound: The vpc ID 'vpc-1' does not exist`` (plural for several)."""
    if prefix == "nat":
        return error("NatGatewayNotFound", f"The Nat Gateway {ids[0]} was not found")
    word, noun = NOT_FOUND[prefix]
    if prefix == "ami":
        return error("InvalidAMIID.NotFound", f"The image id '[{', '.join(ids)}]' does not exist")
    if prefix == "lt":
        return error(
            "InvalidLaunchTemplateId.NotFound",
            f"The specified launch template, with template ID {ids[0]}, does not exist.",
        )
    if prefix == "sg":
        return error("InvalidGroup.NotFound", f"The security group '{', '.join(ids)}' does not exist")
    if len(ids) == 1:
        return error(f"{word}.NotFound", f"The {noun} ID '{ids[0]}' does not exist")
    return error(f"{word}.NotFound", f"The {noun} IDs '{', '.join(ids)}' do not exist")


#: Kinds whose ids EC2 answers NotFound for whatever their form (its error list has no Malformed code).
NOT_FOUND_WHEN_MALFORMED = ("acl", "aclassoc")


def malformed(prefix: str, value: str) -> AwsError:
    if prefix in NOT_FOUND_WHEN_MALFORMED:
        return not_found(prefix, [value])
    word = NOT_FOUND[prefix][0] if prefix in NOT_FOUND else "InvalidID"
    if prefix == "sg":
        word = "InvalidGroupId"
    if prefix == "nat":
        return error("InvalidParameter", f'Invalid id: "{value}" (expecting "nat-...")')
    return error(f"{word}.Malformed", f'Invalid id: "{value}" (expecting "{prefix}-...")')


def dependency(noun: str, record_id: str) -> AwsError:
    return error("DependencyViolation", f"The {noun} '{record_id}' has dependencies and cannot be deleted.")


def dry_run() -> AwsError:
    return AwsError("DryRunOperation", "Request would have succeeded, but DryRun flag is set.", status=412)


def unsupported(parameter: str) -> AwsError:
    return error(
        "InvalidParameterValue",
        f"labcloud does not support the parameter {parameter}: its networking records carry no traffic",
    )


def incorrect_state(instance_id: str, verb: str) -> AwsError:
    return error(
        "IncorrectInstanceState",
        f"The instance '{instance_id}' is not in a state from which it can be {verb}.",
    )
