"""Network ACLs as records: each VPC's default ACL (allow-all rule 100 and the last deny, every subnet
associated), CreateNetworkAcl with its ClientToken, entries created, replaced and deleted (never the last
rule), associations moved, deletion refused while associated or for the default ACL, each error's exact
code, the real aws CLI, IAM on the ACL's ARN, and the ACLs kept over a restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ec2_helpers import code_of, failure, new_vpc

from labcloud.testing.server_process import LabcloudProcess

ALL_IN = {
    "CidrBlock": "0.0.0.0/0",
    "Egress": False,
    "Protocol": "-1",
    "RuleAction": "allow",
    "RuleNumber": 100,
}


def _default_acl(ec2: Any, vpc: str) -> dict[str, Any]:
    [acl] = ec2.describe_network_acls(
        Filters=[{"Name": "vpc-id", "Values": [vpc]}, {"Name": "default", "Values": ["true"]}]
    )["NetworkAcls"]
    return dict(acl)


def test_every_vpc_has_a_default_acl_holding_its_subnets(ec2: Any) -> None:
    vpc = new_vpc(ec2, "10.71.0.0/16")
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.71.1.0/24")["Subnet"]["SubnetId"]
    acl = _default_acl(ec2, vpc)
    assert acl["IsDefault"] is True and acl["VpcId"] == vpc and acl["OwnerId"] == "000000000000"
    assert acl["NetworkAclId"].startswith("acl-")
    assert [(e["RuleNumber"], e["RuleAction"], e["Egress"]) for e in acl["Entries"]] == [
        (100, "allow", False),
        (32767, "deny", False),
        (100, "allow", True),
        (32767, "deny", True),
    ]
    assert ALL_IN in acl["Entries"]
    [association] = acl["Associations"]
    assert association["SubnetId"] == subnet and association["NetworkAclId"] == acl["NetworkAclId"]
    assert association["NetworkAclAssociationId"].startswith("aclassoc-")
    # the same association is answered again, and a later subnet joins the default ACL
    assert _default_acl(ec2, vpc)["Associations"] == [association]
    later = ec2.create_subnet(VpcId=vpc, CidrBlock="10.71.2.0/24")["Subnet"]["SubnetId"]
    held = {a["SubnetId"] for a in _default_acl(ec2, vpc)["Associations"]}
    assert held == {subnet, later}
    found = ec2.describe_network_acls(Filters=[{"Name": "association.subnet-id", "Values": [later]}])
    assert [a["NetworkAclId"] for a in found["NetworkAcls"]] == [acl["NetworkAclId"]]
    ec2.delete_subnet(SubnetId=later)
    assert [a["SubnetId"] for a in _default_acl(ec2, vpc)["Associations"]] == [subnet]
    # the default VPC has one too
    default_vpc = ec2.describe_vpcs(Filters=[{"Name": "is-default", "Values": ["true"]}])["Vpcs"][0]["VpcId"]
    assert len(_default_acl(ec2, default_vpc)["Associations"]) >= 1


def test_entries_associations_and_deletion(ec2: Any) -> None:
    vpc = new_vpc(ec2, "10.72.0.0/16")
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.72.1.0/24")["Subnet"]["SubnetId"]
    made = ec2.create_network_acl(
        VpcId=vpc,
        TagSpecifications=[{"ResourceType": "network-acl", "Tags": [{"Key": "Name", "Value": "web"}]}],
    )["NetworkAcl"]
    acl = made["NetworkAclId"]
    assert made["IsDefault"] is False and made["Associations"] == []
    assert made["Tags"] == [{"Key": "Name", "Value": "web"}]
    assert [(e["RuleNumber"], e["RuleAction"]) for e in made["Entries"]] == [(32767, "deny"), (32767, "deny")]
    ec2.create_network_acl_entry(
        NetworkAclId=acl,
        RuleNumber=110,
        Protocol="tcp",
        RuleAction="allow",
        Egress=False,
        CidrBlock="10.0.0.0/8",
        PortRange={"From": 443, "To": 443},
    )
    ec2.create_network_acl_entry(
        NetworkAclId=acl,
        RuleNumber=120,
        Protocol="1",
        RuleAction="deny",
        Egress=True,
        CidrBlock="0.0.0.0/0",
        IcmpTypeCode={"Type": 8, "Code": -1},
    )
    [described] = ec2.describe_network_acls(NetworkAclIds=[acl])["NetworkAcls"]
    entry = next(e for e in described["Entries"] if e["RuleNumber"] == 110)
    assert entry == {
        "CidrBlock": "10.0.0.0/8",
        "Egress": False,
        "PortRange": {"From": 443, "To": 443},
        "Protocol": "6",
        "RuleAction": "allow",
        "RuleNumber": 110,
    }
    again = {"NetworkAclId": acl, "RuleNumber": 110, "Protocol": "-1", "RuleAction": "deny", "Egress": False}
    assert code_of(lambda: ec2.create_network_acl_entry(CidrBlock="0.0.0.0/0", **again)) == (
        "NetworkAclEntryAlreadyExists"
    )
    ec2.replace_network_acl_entry(CidrBlock="0.0.0.0/0", **again)
    [described] = ec2.describe_network_acls(NetworkAclIds=[acl])["NetworkAcls"]
    assert next(e for e in described["Entries"] if e["RuleNumber"] == 110)["RuleAction"] == "deny"
    # entry errors
    missing = {**again, "RuleNumber": 111}
    assert code_of(lambda: ec2.replace_network_acl_entry(CidrBlock="0.0.0.0/0", **missing)) == (
        "InvalidNetworkAclEntry.NotFound"
    )
    assert code_of(lambda: ec2.delete_network_acl_entry(NetworkAclId=acl, RuleNumber=111, Egress=False)) == (
        "InvalidNetworkAclEntry.NotFound"
    )
    assert code_of(
        lambda: ec2.delete_network_acl_entry(NetworkAclId=acl, RuleNumber=32767, Egress=False)
    ) == ("InvalidParameterValue")
    tcp = {**again, "RuleNumber": 130, "Protocol": "6", "CidrBlock": "0.0.0.0/0"}
    assert code_of(lambda: ec2.create_network_acl_entry(**tcp)) == "MissingParameter"
    assert (
        code_of(lambda: ec2.create_network_acl_entry(**{**tcp, "Protocol": "bogus"}))
        == "InvalidParameterValue"
    )
    assert code_of(
        lambda: ec2.create_network_acl_entry(**{**tcp, "Protocol": "-1", "RuleNumber": 40000})
    ) == ("InvalidParameterValue")
    assert code_of(lambda: ec2.create_network_acl_entry(**{**again, "RuleNumber": 140})) == "MissingParameter"
    ec2.delete_network_acl_entry(NetworkAclId=acl, RuleNumber=120, Egress=True)
    [described] = ec2.describe_network_acls(NetworkAclIds=[acl])["NetworkAcls"]
    assert 120 not in [e["RuleNumber"] for e in described["Entries"]]
    # move the subnet to the new ACL and back
    default = _default_acl(ec2, vpc)
    [old] = [a for a in default["Associations"] if a["SubnetId"] == subnet]
    moved = ec2.replace_network_acl_association(
        AssociationId=old["NetworkAclAssociationId"], NetworkAclId=acl
    )
    new_id = moved["NewAssociationId"]
    assert new_id.startswith("aclassoc-") and new_id != old["NetworkAclAssociationId"]
    [described] = ec2.describe_network_acls(NetworkAclIds=[acl])["NetworkAcls"]
    assert described["Associations"] == [
        {"NetworkAclAssociationId": new_id, "NetworkAclId": acl, "SubnetId": subnet}
    ]
    assert _default_acl(ec2, vpc)["Associations"] == []
    assert code_of(lambda: ec2.delete_network_acl(NetworkAclId=acl)) == "DependencyViolation"
    assert code_of(lambda: ec2.delete_vpc(VpcId=vpc)) == "DependencyViolation"
    assert (
        code_of(
            lambda: ec2.replace_network_acl_association(
                AssociationId=old["NetworkAclAssociationId"], NetworkAclId=acl
            )
        )
        == "InvalidAssociationID.NotFound"
    )
    ec2.replace_network_acl_association(AssociationId=new_id, NetworkAclId=default["NetworkAclId"])
    ec2.delete_network_acl(NetworkAclId=acl)
    assert code_of(lambda: ec2.describe_network_acls(NetworkAclIds=[acl])) == "InvalidNetworkAclID.NotFound"
    assert (
        code_of(lambda: ec2.delete_network_acl(NetworkAclId=default["NetworkAclId"]))
        == "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.delete_network_acl(NetworkAclId="acl-0123456789abcdef0")) == (
        "InvalidNetworkAclID.NotFound"
    )
    assert code_of(lambda: ec2.delete_network_acl(NetworkAclId="nope")) == "InvalidNetworkAclID.NotFound"
    assert code_of(lambda: ec2.create_network_acl(VpcId="vpc-0123456789abcdef0")) == "InvalidVpcID.NotFound"
    assert code_of(lambda: ec2.describe_network_acls(Filters=[{"Name": "bogus", "Values": ["x"]}])) == (
        "InvalidParameterValue"
    )
    # the default ACL goes with its VPC
    ec2.delete_subnet(SubnetId=subnet)
    ec2.delete_vpc(VpcId=vpc)
    assert ec2.describe_network_acls(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["NetworkAcls"] == []


def test_a_client_token_answers_the_first_acl(ec2: Any) -> None:
    vpc = new_vpc(ec2, "10.73.0.0/16")
    first = ec2.create_network_acl(VpcId=vpc, ClientToken="once")
    second = ec2.create_network_acl(VpcId=vpc, ClientToken="once")
    assert first["NetworkAcl"]["NetworkAclId"] == second["NetworkAcl"]["NetworkAclId"]
    assert second["ClientToken"] == "once"
    assert len(ec2.describe_network_acls(Filters=[{"Name": "vpc-id", "Values": [vpc]}])["NetworkAcls"]) == 2


def test_the_cli_and_a_restart_keep_the_acls(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        vpc = new_vpc(ec2, "10.74.0.0/16")
        acl = server.aws_json("ec2", "create-network-acl", "--vpc-id", vpc)["NetworkAcl"]["NetworkAclId"]
        server.aws(
            "ec2",
            "create-network-acl-entry",
            "--network-acl-id",
            acl,
            "--rule-number",
            "100",
            "--protocol",
            "udp",
            "--port-range",
            "From=53,To=53",
            "--cidr-block",
            "10.0.0.0/8",
            "--rule-action",
            "allow",
            "--ingress",
        )
        default = _default_acl(ec2, vpc)["NetworkAclId"]
        server.kill()
        server.start()
        ec2 = server.boto3_client("ec2")
        [kept] = ec2.describe_network_acls(NetworkAclIds=[acl])["NetworkAcls"]
        assert {
            "CidrBlock": "10.0.0.0/8",
            "Egress": False,
            "PortRange": {"From": 53, "To": 53},
            "Protocol": "17",
            "RuleAction": "allow",
            "RuleNumber": 100,
        } in kept["Entries"]
        assert _default_acl(ec2, vpc)["NetworkAclId"] == default
    finally:
        server.stop()


def test_iam_governs_an_acl_by_its_arn(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        root = server.boto3_client("ec2")
        vpc = new_vpc(root, "10.75.0.0/16")
        mine = root.create_network_acl(VpcId=vpc)["NetworkAcl"]["NetworkAclId"]
        theirs = root.create_network_acl(VpcId=vpc)["NetworkAcl"]["NetworkAclId"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="aclops")
        key = iam.create_access_key(UserName="aclops")["AccessKey"]
        arn = f"arn:aws:ec2:us-east-1:000000000000:network-acl/{mine}"
        statement = [
            {"Effect": "Allow", "Action": "ec2:DescribeNetworkAcls", "Resource": "*"},
            {"Effect": "Allow", "Action": "ec2:DeleteNetworkAcl", "Resource": arn},
        ]
        iam.put_user_policy(
            UserName="aclops",
            PolicyName="p",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statement}),
        )
        user = server.boto3_client(
            "ec2", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
        )
        assert len(user.describe_network_acls(NetworkAclIds=[mine, theirs])["NetworkAcls"]) == 2
        code, message = failure(lambda: user.delete_network_acl(NetworkAclId=theirs))
        assert code == "UnauthorizedOperation" and "ec2:DeleteNetworkAcl" in message
        user.delete_network_acl(NetworkAclId=mine)
    finally:
        server.stop()
