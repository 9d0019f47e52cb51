"""RDS Proxy: a proxy's Endpoint answers on port 5432 and forwards to its registered cluster's postgres,
so pg8000 signs in through it with the secret's credentials; its target group and targets read as AWS
lists them, and every refusal answers the model's code. One server for the file."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pg8000.exceptions
import pg8000.native
import pytest
from botocore.exceptions import ClientError
from rds_helpers import PASSWORD, cluster_with_secret

from labcloud.testing.server_process import LabcloudProcess

TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "rds.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True).start()
    try:
        yield process
    finally:
        process.stop()


def _world(server: LabcloudProcess, cluster: str) -> dict[str, Any]:
    """A cluster, its secret, a role for the proxy and two subnets in two zones."""
    db = cluster_with_secret(server, cluster)
    ec2 = server.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock="10.20.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=f"10.20.{i}.0/24", AvailabilityZone=zone)["Subnet"]["SubnetId"]
        for i, zone in enumerate(("us-east-1a", "us-east-1b"))
    ]
    role = server.boto3_client("iam").create_role(RoleName="proxy-role", AssumeRolePolicyDocument=TRUST)[
        "Role"
    ]["Arn"]
    return {"db": db, "vpc": vpc, "subnets": subnets, "role": role}


@pytest.fixture(scope="module")
def world(server: LabcloudProcess) -> dict[str, Any]:
    return _world(server, "backend")


def _proxy_args(world: dict[str, Any], name: str, **extra: Any) -> dict[str, Any]:
    args: dict[str, Any] = {
        "DBProxyName": name,
        "EngineFamily": "POSTGRESQL",
        "Auth": [{"AuthScheme": "SECRETS", "SecretArn": world["db"]["secretArn"], "IAMAuth": "DISABLED"}],
        "RoleArn": world["role"],
        "VpcSubnetIds": world["subnets"],
    }
    args.update(extra)
    return args


def _connect(host: str) -> pg8000.native.Connection:
    return pg8000.native.Connection(
        "master", host=host, port=5432, password=PASSWORD, database="app", timeout=10
    )


def code_of(excinfo: pytest.ExceptionInfo[ClientError]) -> str:
    return str(excinfo.value.response["Error"]["Code"])


def test_pg8000_connects_through_the_proxy_to_its_target(
    server: LabcloudProcess, world: dict[str, Any]
) -> None:
    rds = server.boto3_client("rds")
    made = rds.create_db_proxy(**_proxy_args(world, "front", Tags=[{"Key": "team", "Value": "db"}]))[
        "DBProxy"
    ]
    assert made["Status"] == "creating" and made["EngineFamily"] == "POSTGRESQL"
    assert made["DBProxyArn"].startswith("arn:aws:rds:us-east-1:000000000000:db-proxy:prx-")
    assert made["VpcId"] == world["vpc"] and made["Auth"][0]["SecretArn"] == world["db"]["secretArn"]
    proxy = rds.describe_db_proxies(DBProxyName="front")["DBProxies"][0]
    assert proxy["Status"] == "available" and proxy["Endpoint"].startswith("127.")
    tags = rds.list_tags_for_resource(ResourceName=proxy["DBProxyArn"])["TagList"]
    assert tags == [{"Key": "team", "Value": "db"}]

    group = rds.describe_db_proxy_target_groups(DBProxyName="front")["TargetGroups"][0]
    assert group["TargetGroupName"] == "default" and group["IsDefault"] is True
    assert group["ConnectionPoolConfig"]["MaxConnectionsPercent"] == 100
    changed = rds.modify_db_proxy_target_group(
        DBProxyName="front", TargetGroupName="default", ConnectionPoolConfig={"MaxConnectionsPercent": 75}
    )["DBProxyTargetGroup"]
    assert changed["ConnectionPoolConfig"]["MaxConnectionsPercent"] == 75

    # no target yet: the proxy closes the connection
    with pytest.raises(pg8000.exceptions.InterfaceError):
        _connect(proxy["Endpoint"])
    targets = rds.register_db_proxy_targets(DBProxyName="front", DBClusterIdentifiers=["backend"])[
        "DBProxyTargets"
    ]
    assert [t["Type"] for t in targets] == ["TRACKED_CLUSTER"]
    assert targets[0]["TrackedClusterId"] == "backend" and targets[0]["Port"] == int(world["db"]["port"])

    conn = _connect(proxy["Endpoint"])
    try:
        conn.run("CREATE TABLE through (id int)")
        conn.run("INSERT INTO through VALUES (42)")
    finally:
        conn.close()
    direct = pg8000.native.Connection(
        "master", host="127.0.0.1", port=int(world["db"]["port"]), password=PASSWORD, database="app"
    )
    try:
        assert direct.run("SELECT id FROM through") == [[42]]
    finally:
        direct.close()
    # the client's credentials reach postgres as given
    with pytest.raises(pg8000.exceptions.DatabaseError):
        pg8000.native.Connection(
            "master", host=proxy["Endpoint"], port=5432, password="wrong-pass", database="app"
        )

    gone = rds.delete_db_proxy(DBProxyName="front")["DBProxy"]
    assert gone["Status"] == "deleting"
    deadline = time.monotonic() + 10
    while True:
        try:
            _connect(proxy["Endpoint"]).close()
        except pg8000.exceptions.InterfaceError:
            break
        assert time.monotonic() < deadline
        time.sleep(0.1)


def test_proxy_refusals_answer_the_models_codes(server: LabcloudProcess, world: dict[str, Any]) -> None:
    rds = server.boto3_client("rds")
    rds.create_db_proxy(**_proxy_args(world, "second"))
    missing_secret = world["db"]["secretArn"][:-6] + "zzzzzz"
    cases: list[tuple[str, Any, dict[str, Any]]] = [
        ("DBProxyNotFoundFault", rds.describe_db_proxies, {"DBProxyName": "nope"}),
        ("DBProxyNotFoundFault", rds.delete_db_proxy, {"DBProxyName": "nope"}),
        ("DBProxyNotFoundFault", rds.describe_db_proxy_targets, {"DBProxyName": "nope"}),
        ("DBProxyAlreadyExistsFault", rds.create_db_proxy, _proxy_args(world, "second")),
        ("InvalidParameterValue", rds.create_db_proxy, _proxy_args(world, "my", EngineFamily="MYSQL")),
        ("InvalidParameterValue", rds.create_db_proxy,
         _proxy_args(world, "p1", Auth=[{"AuthScheme": "SECRETS", "SecretArn": missing_secret}])),
        ("InvalidParameterValue", rds.create_db_proxy,
         _proxy_args(world, "p2", RoleArn="arn:aws:iam::000000000000:role/missing")),
        ("InvalidSubnet", rds.create_db_proxy, _proxy_args(world, "p3", VpcSubnetIds=["subnet-00000000"])),
        ("InvalidParameterValue", rds.create_db_proxy, _proxy_args(world, "p4", VpcSubnetIds=world["subnets"][:1])),
        ("InvalidParameterValue", rds.create_db_proxy,
         _proxy_args(world, "p5", Auth=[{"AuthScheme": "SECRETS", "SecretArn": world["db"]["secretArn"],
                                         "IAMAuth": "REQUIRED"}])),
        ("DBProxyTargetGroupNotFoundFault", rds.describe_db_proxy_target_groups,
         {"DBProxyName": "second", "TargetGroupName": "other"}),
        ("DBClusterNotFoundFault", rds.register_db_proxy_targets,
         {"DBProxyName": "second", "DBClusterIdentifiers": ["nope"]}),
        ("DBInstanceNotFound", rds.register_db_proxy_targets,
         {"DBProxyName": "second", "DBInstanceIdentifiers": ["nope"]}),
        ("DBProxyTargetNotFoundFault", rds.deregister_db_proxy_targets,
         {"DBProxyName": "second", "DBClusterIdentifiers": ["backend"]}),
    ]  # fmt: skip
    for code, call, params in cases:
        with pytest.raises(ClientError) as excinfo:
            call(**params)
        assert code_of(excinfo) == code, (call, params)
    rds.register_db_proxy_targets(DBProxyName="second", DBClusterIdentifiers=["backend"])
    with pytest.raises(ClientError) as excinfo:
        rds.register_db_proxy_targets(DBProxyName="second", DBClusterIdentifiers=["backend"])
    assert code_of(excinfo) == "DBProxyTargetAlreadyRegisteredFault"
    rds.deregister_db_proxy_targets(DBProxyName="second", DBClusterIdentifiers=["backend"])
    assert rds.describe_db_proxy_targets(DBProxyName="second")["Targets"] == []
    assert [p["DBProxyName"] for p in rds.describe_db_proxies()["DBProxies"]] == ["second"]
    rds.delete_db_proxy(DBProxyName="second")


def test_a_proxy_listens_again_after_a_restart(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        world = _world(first, "kept")
        rds = first.boto3_client("rds")
        endpoint = rds.create_db_proxy(**_proxy_args(world, "lasting"))["DBProxy"]["Endpoint"]
        rds.register_db_proxy_targets(DBProxyName="lasting", DBClusterIdentifiers=["kept"])
    finally:
        first.stop()
    again = LabcloudProcess(port=first.port, data_dir=tmp_path / "data").start()
    try:
        rds = again.boto3_client("rds")
        deadline = time.monotonic() + 30
        while True:  # the forwarder opens, and the cluster's postgres starts, in the background
            try:
                conn = _connect(endpoint)
                break
            except (pg8000.exceptions.InterfaceError, pg8000.exceptions.DatabaseError):
                assert time.monotonic() < deadline
                time.sleep(0.1)
        assert conn.run("SELECT current_database()") == [["app"]]
        conn.close()
        assert rds.describe_db_proxies(DBProxyName="lasting")["DBProxies"][0]["Status"] == "available"
    finally:
        again.stop()
