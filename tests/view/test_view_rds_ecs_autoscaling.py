"""The view's RDS, ECS and Application Auto Scaling panels over their JSON routes: clusters and instances with
their real port, connections counted by the running postgres and database sizes, the Data API statements
(failed ones with their code); ECS clusters, services' counts and tasks with the reason no container ran;
scalable targets with their current capacity, policies and scaling activities; and the map's "open" link
naming each panel (Batch's and Private CA's too: their routes are tested in test_view_batch_acmpca.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pg8000.native
import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

TESTS = Path(__file__).resolve().parent.parent
for folder in ("rds", "ecs", "applicationautoscaling"):
    sys.path.insert(0, str(TESTS / folder))
from aas_helpers import READ, fire, make_table, register, wait_for  # noqa: E402
from ecs_helpers import awsvpc, fargate_service  # noqa: E402
from panel_setups import batch_queue, private_ca  # noqa: E402
from rds_helpers import PASSWORD, cluster_with_secret, wait_instance  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()


def test_the_rds_route_shows_servers_connections_and_statements(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/rds") == {"clusters": [], "instances": []}
    made = cluster_with_secret(labcloud, "panel")
    rds, data = labcloud.boto3_client("rds"), labcloud.boto3_client("rds-data")
    rds.create_db_instance(
        DBInstanceIdentifier="panel-1",
        DBInstanceClass="db.serverless",
        Engine="aurora-postgresql",
        DBClusterIdentifier="panel",
    )
    wait_instance(rds, "panel-1")
    call = {"resourceArn": made["resourceArn"], "secretArn": made["secretArn"]}
    data.execute_statement(sql="CREATE TABLE books (title text)", **call)
    data.execute_statement(
        sql="INSERT INTO books VALUES (:t)",
        parameters=[{"name": "t", "value": {"stringValue": "Dune"}}],
        **call,
    )
    with pytest.raises(ClientError) as excinfo:
        data.execute_statement(sql="SELECT * FROM missing", **call)
    assert excinfo.value.response["Error"]["Code"] == "BadRequestException"

    doc = labcloud.get("/_labcloud/rds")
    (cluster,) = doc["clusters"]
    assert cluster["id"] == "panel" and cluster["engine"] == "aurora-postgresql"
    assert cluster["status"] == "available" and cluster["port"] == int(made["port"])
    assert cluster["data_api"] is True and cluster["serverless"] == {"min": 0.5, "max": 2.0}
    assert cluster["members"] == [{"id": "panel-1", "writer": True}]
    sizes = {d["name"]: d["size"] for d in cluster["databases"]}
    assert sizes["app"] > 0 and cluster["size"] == sum(sizes.values())
    assert [s["sql"] for s in cluster["statements"]] == [
        "SELECT * FROM missing",
        "INSERT INTO books VALUES (:t)",
        "CREATE TABLE books (title text)",
    ]
    failed, inserted = cluster["statements"][:2]
    assert failed["error"] == "BadRequestException" and inserted["error"] is None
    assert inserted["updated"] == 1 and "Dune" not in json.dumps(cluster["statements"])
    (instance,) = doc["instances"]
    assert instance["id"] == "panel-1" and instance["class"] == "db.serverless"
    assert instance["cluster"] == "panel" and instance["port"] == int(made["port"])

    # a client of its own is one more connection, counted by the server itself
    before = cluster["connections"]
    conn = pg8000.native.Connection(
        "master", host="127.0.0.1", port=int(made["port"]), password=PASSWORD, database="app"
    )
    try:
        assert labcloud.get("/_labcloud/rds")["clusters"][0]["connections"] == before + 1
    finally:
        conn.close()


def test_the_ecs_route_shows_services_and_why_no_container_ran(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/ecs") == {"clusters": []}
    made = fargate_service(labcloud, "shop", "enabled", 2)
    ecs = labcloud.boto3_client("ecs")
    ran = ecs.run_task(
        cluster="shop",
        taskDefinition=made["definition"],
        launchType="FARGATE",
        networkConfiguration=awsvpc(made["network"]),
    )["tasks"][0]
    ecs.stop_task(cluster="shop", task=ran["taskArn"], reason="done for today")

    (cluster,) = labcloud.get("/_labcloud/ecs")["clusters"]
    assert cluster["name"] == "shop" and cluster["status"] == "ACTIVE" and cluster["insights"] == "enabled"
    (service,) = cluster["services"]
    assert (service["name"], service["desired"], service["running"]) == ("web", 2, 2)
    assert service["task_definition"] == "web:1" and service["launch_type"] == "FARGATE"
    by_id = {t["arn"]: t for t in cluster["tasks"]}
    assert len(by_id) == 3 and by_id[ran["taskArn"]]["last_status"] == "STOPPED"
    assert by_id[ran["taskArn"]]["stopped_reason"] == "done for today"
    described = ecs.describe_tasks(cluster="shop", tasks=list(by_id))["tasks"]
    for task in described:
        shown = by_id[task["taskArn"]]
        assert shown["containers"] == [
            {"name": "web", "image": c["image"], "reason": c["reason"]} for c in task["containers"]
        ]
        assert "never pulled or started" in shown["containers"][0]["reason"]
        assert shown["ip"] == task["containers"][0]["networkInterfaces"][0]["privateIpv4Address"]
    assert sorted(t["group"] for t in cluster["tasks"]) == ["family:web", "service:web", "service:web"]


def test_the_autoscaling_route_shows_capacity_policies_and_activities(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/autoscaling") == {"targets": []}
    aas, cw = labcloud.boto3_client("application-autoscaling"), labcloud.boto3_client("cloudwatch")
    ddb = labcloud.boto3_client("dynamodb")
    table = make_table(ddb)
    register(aas, table, low=5, high=50)
    put = aas.put_scaling_policy(
        PolicyName="reads",
        ServiceNamespace="dynamodb",
        ResourceId=f"table/{table}",
        ScalableDimension=READ,
        PolicyType="TargetTrackingScaling",
        TargetTrackingScalingPolicyConfiguration={
            "TargetValue": 50.0,
            "PredefinedMetricSpecification": {"PredefinedMetricType": "DynamoDBReadCapacityUtilization"},
        },
    )
    (target,) = labcloud.get("/_labcloud/autoscaling")["targets"]
    assert (target["namespace"], target["resource_id"], target["dimension"]) == (
        "dynamodb",
        f"table/{table}",
        READ,
    )
    assert (target["min"], target["max"], target["current"]) == (5, 50, 5)
    (policy,) = target["policies"]
    assert policy == {
        "name": "reads",
        "type": "TargetTrackingScaling",
        "target_value": 50.0,
        "metric": "DynamoDBReadCapacityUtilization",
        "alarms": [a["AlarmName"] for a in put["Alarms"]],
    }
    assert target["activities"] == [] and target["suspended"] == []
    # 1,200 units a minute at a 50% target: 40 provisioned, as the activity says
    fire(cw, put["Alarms"][0]["AlarmName"], 1200.0)
    scaled = wait_for(lambda: labcloud.get("/_labcloud/autoscaling")["targets"][0]["current"] == 40)
    assert scaled
    (shown,) = labcloud.get("/_labcloud/autoscaling")["targets"]
    (activity,) = shown["activities"]
    listed = aas.describe_scaling_activities(ServiceNamespace="dynamodb")["ScalingActivities"][0]
    assert activity["id"] == listed["ActivityId"] and activity["status"] == "Successful"
    assert activity["description"] == listed["Description"] and activity["cause"] == listed["Cause"]
    # the table gone: its capacity cannot be read, and the panel says so rather than failing
    ddb.delete_table(TableName=table)
    assert labcloud.get("/_labcloud/autoscaling")["targets"][0]["current"] is None


def test_the_map_opens_the_ecs_and_autoscaling_panels(labcloud: LabcloudProcess, page: Any) -> None:
    fargate_service(labcloud, "shop", "disabled", 1)
    aas = labcloud.boto3_client("application-autoscaling")
    aas.register_scalable_target(
        ServiceNamespace="ecs",
        ResourceId="service/shop/web",
        ScalableDimension="ecs:service:DesiredCount",
        MinCapacity=1,
        MaxCapacity=3,
    )
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    page.click("#map .node[data-kind='ecs.service']")
    opened = page.locator("#details a.open").get_attribute("href")
    assert opened == "/_labcloud/view/?resource=web#panel-ecs"
    page.goto(labcloud.endpoint + opened)
    service = page.locator('#panel-ecs .ecs-cluster[data-name="shop"] tr.ecs-service[data-name="web"]')
    service.wait_for(timeout=15000)
    assert service.inner_text().split("\t")[:5] == ["web", "ACTIVE", "1", "1", "0"]
    assert "never pulled or started" in page.locator("#panel-ecs tr.ecs-task").inner_text()
    # the page scrolled to the panel the link named
    assert page.locator("#panel-ecs").evaluate("e => e.getBoundingClientRect().top") < 1000
    target = page.locator('#panel-autoscaling .autoscaling-target[data-resource="service/shop/web"]')
    target.wait_for(timeout=15000)
    assert "min 1 \u00b7 max 3 \u00b7 current 1" in target.inner_text()
    assert page.locator("#rds-empty").is_visible()
    assert page.page_errors == []


def test_the_map_opens_the_batch_and_acmpca_panels(labcloud: LabcloudProcess, page: Any) -> None:
    try:
        _map_and_panels(labcloud, page)
    finally:
        labcloud.reset_clock()


def _map_and_panels(labcloud: LabcloudProcess, page: Any) -> None:
    made = batch_queue(labcloud)
    private_ca(labcloud)
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    page.click("#map .node[data-kind='batch.job_queue']")
    opened = page.locator("#details a.open").get_attribute("href")
    assert opened == "/_labcloud/view/?resource=panel-q#panel-batch"
    page.goto(labcloud.endpoint + opened)
    job = page.locator(
        f'#panel-batch .batch-queue[data-name="panel-q"] tr.batch-job[data-id="{made["jobs"][1]}"]'
    )
    job.wait_for(timeout=15000)
    assert job.inner_text().split("\t")[2] == "RUNNABLE"
    counts = page.locator('#panel-batch .batch-queue[data-name="panel-q"] .batch-counts').inner_text()
    assert counts == "RUNNABLE 1 \u00b7 FAILED 1"
    assert page.locator("#panel-batch").evaluate("e => e.getBoundingClientRect().top") < 1000
    revoked = page.locator("#panel-acmpca tr.acmpca-certificate.revoked")
    revoked.wait_for(timeout=15000)
    assert revoked.inner_text().split("\t")[-1] == "SUPERSEDED"
    assert (
        "Panel Root \u00b7 ROOT \u00b7 ACTIVE"
        in page.locator("#panel-acmpca .acmpca-authority h3").inner_text()
    )
    assert page.page_errors == []
