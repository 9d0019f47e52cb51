"""RDS's control plane through boto3 and the aws CLI: clusters and their instances on a real postgres
server, standalone postgres instances, subnet groups, parameter groups, tags, statuses moving from
creating to available, and AWS's error codes for each refusal."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from rds_helpers import PASSWORD, wait_cluster, wait_instance

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _network(server: LabcloudProcess, cidr: str) -> tuple[str, list[str]]:
    ec2 = server.boto3_client("ec2")
    vpc = ec2.create_vpc(CidrBlock=f"{cidr}.0.0/16")["Vpc"]["VpcId"]
    subnets = [
        ec2.create_subnet(VpcId=vpc, CidrBlock=f"{cidr}.{i}.0/24", AvailabilityZone=zone)["Subnet"][
            "SubnetId"
        ]
        for i, zone in ((1, "us-east-1a"), (2, "us-east-1b"), (3, "us-east-1a"))
    ]
    return vpc, subnets


def test_a_cluster_with_a_serverless_instance_becomes_available(labcloud: LabcloudProcess, rds: Any) -> None:
    vpc, subnets = _network(labcloud, "10.71")
    group = rds.create_db_subnet_group(
        DBSubnetGroupName="Aurora-Subnets", DBSubnetGroupDescription="aurora", SubnetIds=subnets[:2]
    )["DBSubnetGroup"]
    assert group["DBSubnetGroupName"] == "aurora-subnets" and group["VpcId"] == vpc
    assert {s["SubnetAvailabilityZone"]["Name"] for s in group["Subnets"]} == {"us-east-1a", "us-east-1b"}
    params = rds.create_db_cluster_parameter_group(
        DBClusterParameterGroupName="aurora-params",
        DBParameterGroupFamily="aurora-postgresql16",
        Description="p",
    )["DBClusterParameterGroup"]
    assert params["DBClusterParameterGroupArn"].endswith(":cluster-pg:aurora-params")
    made = rds.create_db_cluster(
        DBClusterIdentifier="Orders",
        Engine="aurora-postgresql",
        EngineVersion="16.6",
        MasterUsername="orders_admin",
        MasterUserPassword=PASSWORD,
        DatabaseName="orders",
        DBSubnetGroupName="aurora-subnets",
        DBClusterParameterGroupName="aurora-params",
        EnableHttpEndpoint=True,
        ServerlessV2ScalingConfiguration={"MinCapacity": 0.5, "MaxCapacity": 4},
        Tags=[{"Key": "team", "Value": "orders"}],
    )["DBCluster"]
    assert made["Status"] == "creating" and made["DBClusterIdentifier"] == "orders"
    assert made["DBClusterArn"] == "arn:aws:rds:us-east-1:000000000000:cluster:orders"
    assert made["Endpoint"] == "127.0.0.1" and isinstance(made["Port"], int)
    cluster = wait_cluster(rds, "orders")
    assert cluster["HttpEndpointEnabled"] is True and cluster["DatabaseName"] == "orders"
    assert cluster["ServerlessV2ScalingConfiguration"] == {"MinCapacity": 0.5, "MaxCapacity": 4.0}
    assert (
        cluster["DBSubnetGroup"] == "aurora-subnets" and cluster["DBClusterParameterGroup"] == "aurora-params"
    )
    writer = rds.create_db_instance(
        DBInstanceIdentifier="orders-1",
        DBClusterIdentifier="orders",
        Engine="aurora-postgresql",
        DBInstanceClass="db.serverless",
    )["DBInstance"]
    assert writer["DBInstanceStatus"] == "creating"
    instance = wait_instance(rds, "orders-1")
    assert instance["Endpoint"] == {
        "Address": "127.0.0.1",
        "Port": made["Port"],
        "HostedZoneId": "Z2R2ITUGPM61AM",
    }
    assert instance["DBClusterIdentifier"] == "orders" and instance["DBSubnetGroup"]["VpcId"] == vpc
    members = rds.describe_db_clusters(DBClusterIdentifier=made["DBClusterArn"])["DBClusters"][0][
        "DBClusterMembers"
    ]
    assert [(m["DBInstanceIdentifier"], m["IsClusterWriter"]) for m in members] == [("orders-1", True)]
    assert _code(rds.delete_db_cluster, DBClusterIdentifier="orders", SkipFinalSnapshot=True) == (
        "InvalidDBClusterStateFault"
    )
    assert (
        _code(rds.delete_db_subnet_group, DBSubnetGroupName="aurora-subnets")
        == "InvalidDBSubnetGroupStateFault"
    )
    rds.add_tags_to_resource(ResourceName=made["DBClusterArn"], Tags=[{"Key": "env", "Value": "dev"}])
    rds.remove_tags_from_resource(ResourceName=made["DBClusterArn"], TagKeys=["team"])
    assert rds.list_tags_for_resource(ResourceName=made["DBClusterArn"])["TagList"] == [
        {"Key": "env", "Value": "dev"}
    ]
    modified = rds.modify_db_cluster(
        DBClusterIdentifier="orders", ServerlessV2ScalingConfiguration={"MinCapacity": 1, "MaxCapacity": 8}
    )["DBCluster"]
    assert modified["ServerlessV2ScalingConfiguration"] == {"MinCapacity": 1.0, "MaxCapacity": 8.0}
    gone = rds.delete_db_instance(DBInstanceIdentifier="orders-1")["DBInstance"]
    assert gone["DBInstanceStatus"] == "deleting"
    assert _code(rds.describe_db_instances, DBInstanceIdentifier="orders-1") == "DBInstanceNotFound"
    assert _code(rds.delete_db_cluster, DBClusterIdentifier="orders") == "InvalidParameterValue"
    assert _code(
        rds.delete_db_cluster,
        DBClusterIdentifier="orders",
        FinalDBSnapshotIdentifier="snap",
        SkipFinalSnapshot=True,
    ) == ("InvalidParameterCombination")
    assert rds.delete_db_cluster(DBClusterIdentifier="orders", SkipFinalSnapshot=True)["DBCluster"][
        "Status"
    ] == ("deleting")
    assert _code(rds.describe_db_clusters, DBClusterIdentifier="orders") == "DBClusterNotFoundFault"
    rds.delete_db_cluster_parameter_group(DBClusterParameterGroupName="aurora-params")
    rds.delete_db_subnet_group(DBSubnetGroupName="aurora-subnets")
    assert (
        _code(rds.describe_db_subnet_groups, DBSubnetGroupName="aurora-subnets")
        == "DBSubnetGroupNotFoundFault"
    )


def test_errors_name_what_is_wrong(labcloud: LabcloudProcess, rds: Any) -> None:
    base = {"Engine": "aurora-postgresql", "MasterUsername": "admin1", "MasterUserPassword": PASSWORD}
    for engine in ("aurora-mysql", "mysql", "mariadb"):
        with pytest.raises(ClientError) as caught:
            rds.create_db_cluster(DBClusterIdentifier="nope", **{**base, "Engine": engine})
        assert caught.value.response["Error"]["Code"] == "InvalidParameterValue"
        assert engine in caught.value.response["Error"]["Message"]
        assert "PostgreSQL only" in caught.value.response["Error"]["Message"]
    assert (
        _code(
            rds.create_db_instance,
            DBInstanceIdentifier="nope",
            Engine="mysql",
            DBInstanceClass="db.t3.micro",
            AllocatedStorage=20,
            MasterUsername="admin1",
            MasterUserPassword=PASSWORD,
        )
        == "InvalidParameterValue"
    )
    assert _code(rds.create_db_cluster, DBClusterIdentifier="1bad", **base) == "InvalidParameterValue"
    assert _code(
        rds.create_db_cluster, DBClusterIdentifier="nopw", Engine="aurora-postgresql", MasterUsername="a"
    ) == ("InvalidParameterValue")
    assert (
        _code(rds.create_db_cluster, DBClusterIdentifier="both", ManageMasterUserPassword=True, **base)
        == "InvalidParameterCombination"
    )
    assert _code(rds.create_db_cluster, DBClusterIdentifier="v1", EngineMode="serverless", **base) == (
        "InvalidParameterValue"
    )
    assert _code(rds.create_db_cluster, DBClusterIdentifier="g", GlobalClusterIdentifier="g", **base) == (
        "InvalidParameterValue"
    )
    assert _code(rds.create_db_cluster, DBClusterIdentifier="sg", DBSubnetGroupName="missing", **base) == (
        "DBSubnetGroupNotFoundFault"
    )
    assert (
        _code(rds.create_db_cluster, DBClusterIdentifier="pg", DBClusterParameterGroupName="missing", **base)
        == "DBClusterParameterGroupNotFound"
    )
    assert (
        _code(
            rds.create_db_cluster,
            DBClusterIdentifier="cap",
            ServerlessV2ScalingConfiguration={"MinCapacity": 0.3, "MaxCapacity": 2},
            **base,
        )
        == "InvalidParameterValue"
    )
    assert _code(rds.describe_db_clusters, DBClusterIdentifier="missing") == "DBClusterNotFoundFault"
    assert _code(rds.describe_db_instances, DBInstanceIdentifier="missing") == "DBInstanceNotFound"
    assert _code(rds.modify_db_cluster, DBClusterIdentifier="missing") == "DBClusterNotFoundFault"
    assert (
        _code(
            rds.create_db_instance,
            DBInstanceIdentifier="orphan",
            DBClusterIdentifier="missing",
            Engine="aurora-postgresql",
            DBInstanceClass="db.serverless",
        )
        == "DBClusterNotFoundFault"
    )
    assert _code(rds.describe_db_clusters, MaxRecords=5) == "InvalidParameterValue"
    _, subnets = _network(labcloud, "10.72")
    assert (
        _code(
            rds.create_db_subnet_group,
            DBSubnetGroupName="one-zone",
            DBSubnetGroupDescription="x",
            SubnetIds=[subnets[0], subnets[2]],
        )
        == "DBSubnetGroupDoesNotCoverEnoughAZs"
    )
    assert (
        _code(
            rds.create_db_subnet_group,
            DBSubnetGroupName="ghost",
            DBSubnetGroupDescription="x",
            SubnetIds=["subnet-0123456789abcdef0", subnets[1]],
        )
        == "InvalidSubnet"
    )
    rds.create_db_subnet_group(DBSubnetGroupName="twice", DBSubnetGroupDescription="x", SubnetIds=subnets[:2])
    assert (
        _code(
            rds.create_db_subnet_group,
            DBSubnetGroupName="twice",
            DBSubnetGroupDescription="x",
            SubnetIds=subnets[:2],
        )
        == "DBSubnetGroupAlreadyExists"
    )
    rds.delete_db_subnet_group(DBSubnetGroupName="twice")
    assert (
        _code(
            rds.create_db_parameter_group,
            DBParameterGroupName="my",
            DBParameterGroupFamily="mysql8.0",
            Description="x",
        )
        == "InvalidParameterValue"
    )
    assert _code(rds.delete_db_parameter_group, DBParameterGroupName="missing") == "DBParameterGroupNotFound"
    assert _code(rds.describe_db_cluster_parameter_groups, DBClusterParameterGroupName="missing") == (
        "DBParameterGroupNotFound"
    )
    assert rds.describe_global_clusters()["GlobalClusters"] == []
    assert _code(rds.describe_global_clusters, GlobalClusterIdentifier="g") == "GlobalClusterNotFoundFault"
    missing_arn = "arn:aws:rds:us-east-1:000000000000:cluster:missing"
    assert _code(rds.enable_http_endpoint, ResourceArn=missing_arn) == "ResourceNotFoundFault"
    assert _code(rds.list_tags_for_resource, ResourceName=missing_arn) == "DBClusterNotFoundFault"
    rds.create_db_cluster(DBClusterIdentifier="kept", DeletionProtection=True, **base)
    assert _code(rds.delete_db_cluster, DBClusterIdentifier="kept", SkipFinalSnapshot=True) == (
        "InvalidParameterCombination"
    )
    rds.modify_db_cluster(DBClusterIdentifier="kept", DeletionProtection=False)
    assert _code(rds.create_db_cluster, DBClusterIdentifier="KEPT", **base) == "DBClusterAlreadyExistsFault"
    rds.delete_db_cluster(DBClusterIdentifier="kept", SkipFinalSnapshot=True)


def test_a_standalone_postgres_instance_and_its_duplicate(rds: Any) -> None:
    made = rds.create_db_instance(
        DBInstanceIdentifier="solo",
        Engine="postgres",
        DBInstanceClass="db.t3.micro",
        AllocatedStorage=20,
        MasterUsername="postgres",
        MasterUserPassword=PASSWORD,
        DBName="shop",
    )["DBInstance"]
    assert made["DBInstanceStatus"] == "creating" and "Endpoint" not in made
    try:
        instance = wait_instance(rds, "solo")
        assert instance["Endpoint"]["Address"] == "127.0.0.1" and instance["DBName"] == "shop"
        assert instance["DBParameterGroups"][0]["DBParameterGroupName"] == "default.postgres16"
        assert (
            _code(
                rds.create_db_instance,
                DBInstanceIdentifier="SOLO",
                Engine="postgres",
                DBInstanceClass="db.t3.micro",
                AllocatedStorage=20,
                MasterUsername="postgres",
                MasterUserPassword=PASSWORD,
            )
            == "DBInstanceAlreadyExists"
        )
        assert _code(rds.delete_db_instance, DBInstanceIdentifier="solo") == "InvalidParameterCombination"
        rds.modify_db_instance(DBInstanceIdentifier="solo", DeletionProtection=True, ApplyImmediately=True)
        assert _code(rds.delete_db_instance, DBInstanceIdentifier="solo", SkipFinalSnapshot=True) == (
            "InvalidParameterCombination"
        )
        rds.modify_db_instance(DBInstanceIdentifier="solo", DeletionProtection=False, ApplyImmediately=True)
    finally:
        rds.delete_db_instance(DBInstanceIdentifier="solo", SkipFinalSnapshot=True)


def test_the_aws_cli_creates_describes_and_deletes(labcloud: LabcloudProcess) -> None:
    made = labcloud.aws_json(
        "rds",
        "create-db-cluster",
        "--db-cluster-identifier",
        "cli-cluster",
        "--engine",
        "aurora-postgresql",
        "--master-username",
        "cliadmin",
        "--master-user-password",
        PASSWORD,
        "--enable-http-endpoint",
    )["DBCluster"]
    assert made["DBClusterIdentifier"] == "cli-cluster" and made["HttpEndpointEnabled"] is True
    listed = labcloud.aws_json("rds", "describe-db-clusters", "--db-cluster-identifier", "cli-cluster")
    assert listed["DBClusters"][0]["Engine"] == "aurora-postgresql"
    refused = labcloud.aws(
        "rds",
        "create-db-cluster",
        "--db-cluster-identifier",
        "cli-mysql",
        "--engine",
        "aurora-mysql",
        "--master-username",
        "a",
        "--master-user-password",
        PASSWORD,
        check=False,
    )
    assert refused.returncode != 0 and "InvalidParameterValue" in refused.stderr
    labcloud.aws_json(
        "rds", "delete-db-cluster", "--db-cluster-identifier", "cli-cluster", "--skip-final-snapshot"
    )
    gone = labcloud.aws("rds", "describe-db-clusters", "--db-cluster-identifier", "cli-cluster", check=False)
    assert gone.returncode != 0 and "DBClusterNotFoundFault" in gone.stderr


def test_the_map_draws_clusters_their_instances_and_standalone_instances(
    labcloud: LabcloudProcess, rds: Any
) -> None:
    cluster = rds.create_db_cluster(
        DBClusterIdentifier="drawn",
        Engine="aurora-postgresql",
        MasterUsername="a1",
        MasterUserPassword=PASSWORD,
    )["DBCluster"]
    member = rds.create_db_instance(
        DBInstanceIdentifier="drawn-1",
        DBClusterIdentifier="drawn",
        Engine="aurora-postgresql",
        DBInstanceClass="db.r6g.large",
    )["DBInstance"]
    wait_instance(rds, "drawn-1")
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    assert nodes[cluster["DBClusterArn"]]["kind"] == "rds.cluster"
    assert nodes[cluster["DBClusterArn"]]["facts"]["engine"] == "aurora-postgresql"
    assert nodes[member["DBInstanceArn"]]["kind"] == "rds.instance"
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("member-of", member["DBInstanceArn"], cluster["DBClusterArn"]) in edges


def test_the_tagging_api_sees_and_tags_rds_resources(labcloud: LabcloudProcess, rds: Any) -> None:
    params = rds.create_db_parameter_group(
        DBParameterGroupName="tagged",
        DBParameterGroupFamily="postgres16",
        Description="p",
        Tags=[{"Key": "team", "Value": "data"}],
    )["DBParameterGroup"]
    tagging = labcloud.boto3_client("resourcegroupstaggingapi")
    found = tagging.get_resources(ResourceTypeFilters=["rds"])["ResourceTagMappingList"]
    assert [(r["ResourceARN"], r["Tags"]) for r in found] == [
        (params["DBParameterGroupArn"], [{"Key": "team", "Value": "data"}])
    ]
    tagging.tag_resources(ResourceARNList=[params["DBParameterGroupArn"]], Tags={"env": "dev"})
    listed = rds.list_tags_for_resource(ResourceName=params["DBParameterGroupArn"])["TagList"]
    assert sorted((t["Key"], t["Value"]) for t in listed) == [("env", "dev"), ("team", "data")]
    assert (
        tagging.get_resources(ResourceTypeFilters=["rds:pg"], TagFilters=[{"Key": "env"}])[
            "ResourceTagMappingList"
        ][0]["ResourceARN"]
        == params["DBParameterGroupArn"]
    )
