"""The RDS Data API on a cluster's real postgres server: typed parameters, postgres types mapped to
Fields as AWS maps them, column metadata, JSON records, batches, transactions, AWS's error codes, and the
same rows seen by a postgres driver connected to the cluster's endpoint."""

from __future__ import annotations

import json
from typing import Any

import pg8000.native
import pytest
from botocore.exceptions import ClientError
from rds_helpers import PASSWORD, wait_cluster, wait_instance

from labcloud.testing.server_process import LabcloudProcess


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"]), str(caught.value.response["Error"]["Message"])


def test_types_map_to_fields_as_aws_maps_them(data: Any, database: dict[str, str]) -> None:
    db = {k: database[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(
        sql="CREATE TABLE kinds (id bigint PRIMARY KEY, name text, price numeric(10,2), ratio float8, ok boolean, "
        "born date, at timestamp, doc jsonb, tags text[], nums int[], raw bytea, token uuid, missing text)",
        **db,
    )
    inserted = data.execute_statement(
        sql="INSERT INTO kinds VALUES (:id, :name, :price, :ratio, :ok, :born, :at, :doc, ARRAY['a','b'], "
        "ARRAY[1,2], :raw, :token, :missing)",
        parameters=[
            {"name": "id", "value": {"longValue": 7}},
            {"name": "name", "value": {"stringValue": "widget"}},
            {"name": "price", "value": {"stringValue": "12.50"}, "typeHint": "DECIMAL"},
            {"name": "ratio", "value": {"doubleValue": 0.25}},
            {"name": "ok", "value": {"booleanValue": True}},
            {"name": "born", "value": {"stringValue": "2024-02-29"}, "typeHint": "DATE"},
            {"name": "at", "value": {"stringValue": "2024-03-01 10:20:30"}, "typeHint": "TIMESTAMP"},
            {"name": "doc", "value": {"stringValue": '{"a": 1}'}, "typeHint": "JSON"},
            {"name": "raw", "value": {"blobValue": b"\x00\x01"}},
            {
                "name": "token",
                "value": {"stringValue": "6f1f7f2e-2d7c-4f61-9b59-0c5f4a1f2b3c"},
                "typeHint": "UUID",
            },
            {"name": "missing", "value": {"isNull": True}},
        ],
        **db,
    )
    assert inserted["numberOfRecordsUpdated"] == 1 and "records" not in inserted
    answer = data.execute_statement(sql="SELECT * FROM kinds", includeResultMetadata=True, **db)
    assert answer["numberOfRecordsUpdated"] == 0
    assert answer["records"] == [
        [
            {"longValue": 7},
            {"stringValue": "widget"},
            {"stringValue": "12.50"},
            {"doubleValue": 0.25},
            {"booleanValue": True},
            {"stringValue": "2024-02-29"},
            {"stringValue": "2024-03-01 10:20:30"},
            {"stringValue": '{"a":1}'},
            {"arrayValue": {"stringValues": ["a", "b"]}},
            {"arrayValue": {"longValues": [1, 2]}},
            {"blobValue": b"\x00\x01"},
            {"stringValue": "6f1f7f2e-2d7c-4f61-9b59-0c5f4a1f2b3c"},
            {"isNull": True},
        ]
    ]
    metadata = answer["columnMetadata"]
    assert [m["name"] for m in metadata][:3] == ["id", "name", "price"]
    assert [m["typeName"] for m in metadata][:5] == ["int8", "text", "numeric", "float8", "bool"]
    assert metadata[2]["precision"] == 10 and metadata[2]["scale"] == 2
    as_json = data.execute_statement(
        sql="SELECT id, name, ok, missing FROM kinds", formatRecordsAs="JSON", **db
    )
    assert json.loads(as_json["formattedRecords"]) == [
        {"id": 7, "name": "widget", "ok": True, "missing": None}
    ]
    numbers = data.execute_statement(
        sql="SELECT price FROM kinds", resultSetOptions={"decimalReturnType": "DOUBLE_OR_LONG"}, **db
    )
    assert numbers["records"] == [[{"doubleValue": 12.5}]]


def test_batches_and_transactions(data: Any, database: dict[str, str]) -> None:
    db = {k: database[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(sql="CREATE TABLE ledger (id int PRIMARY KEY, note text)", **db)
    batch = data.batch_execute_statement(
        sql="INSERT INTO ledger VALUES (:id, :note)",
        parameterSets=[
            [{"name": "id", "value": {"longValue": i}}, {"name": "note", "value": {"stringValue": f"n{i}"}}]
            for i in (1, 2, 3)
        ],
        **db,
    )
    assert len(batch["updateResults"]) == 3
    tx = data.begin_transaction(**db)["transactionId"]
    data.execute_statement(sql="INSERT INTO ledger VALUES (4, 'kept')", transactionId=tx, **db)
    outside = data.execute_statement(sql="SELECT count(*) FROM ledger", **db)["records"]
    assert outside == [[{"longValue": 3}]]
    assert data.commit_transaction(transactionId=tx, **db)["transactionStatus"] == "Transaction Committed"
    tx = data.begin_transaction(**db)["transactionId"]
    data.execute_statement(sql="DELETE FROM ledger", transactionId=tx, **db)
    assert data.rollback_transaction(transactionId=tx, **db)["transactionStatus"] == "Rollback Complete"
    assert data.execute_statement(sql="SELECT count(*) FROM ledger", **db)["records"] == [[{"longValue": 4}]]
    assert _error(data.commit_transaction, transactionId=tx, **db)[0] == "TransactionNotFoundException"
    assert _error(data.execute_statement, sql="SELECT 1", transactionId="nope", **db)[0] == (
        "TransactionNotFoundException"
    )
    # a failed batch leaves nothing behind
    code, _ = _error(
        data.batch_execute_statement,
        sql="INSERT INTO ledger VALUES (:id, 'dup')",
        parameterSets=[
            [{"name": "id", "value": {"longValue": 9}}],
            [{"name": "id", "value": {"longValue": 1}}],
        ],
        **db,
    )
    assert code == "BadRequestException"
    assert data.execute_statement(sql="SELECT count(*) FROM ledger WHERE id = 9", **db)["records"] == [
        [{"longValue": 0}]
    ]


def test_errors_carry_aws_codes(labcloud: LabcloudProcess, data: Any, database: dict[str, str]) -> None:
    db = {k: database[k] for k in ("resourceArn", "secretArn")}
    code, message = _error(data.execute_statement, sql="SELECT * FROM no_such_table", **db)
    assert code == "BadRequestException"
    assert message == 'ERROR: relation "no_such_table" does not exist\n  Position: 15'
    assert _error(data.execute_statement, sql="SELECT 1", schema="public", **db)[0] == "BadRequestException"
    assert (
        _error(data.execute_statement, sql="SELECT 1", database="nope", **db)[0]
        == "DatabaseNotFoundException"
    )
    assert (
        _error(
            data.execute_statement,
            sql="SELECT :a",
            parameters=[{"name": "a", "value": {"arrayValue": {"longValues": [1]}}}],
            **db,
        )[0]
        == "BadRequestException"
    )
    code, message = _error(data.execute_statement, sql="SELECT repeat('x', 1100000)", **db)
    assert (code, message) == (
        "BadRequestException",
        "Database returned more than the allowed response size limit",
    )
    missing = database["resourceArn"].replace(":cluster:", ":cluster:x")
    assert _error(data.execute_statement, sql="SELECT 1", resourceArn=missing, secretArn=db["secretArn"])[
        0
    ] == ("BadRequestException")
    secrets = labcloud.boto3_client("secretsmanager")
    wrong = secrets.create_secret(
        Name="wrong-pw", SecretString=json.dumps({"username": "master", "password": "x"})
    )
    assert (
        _error(data.execute_statement, sql="SELECT 1", resourceArn=db["resourceArn"], secretArn=wrong["ARN"])[
            0
        ]
        == "InvalidSecretException"
    )
    plain = secrets.create_secret(Name="not-json", SecretString="hello")
    assert (
        _error(data.execute_statement, sql="SELECT 1", resourceArn=db["resourceArn"], secretArn=plain["ARN"])[
            0
        ]
        == "InvalidSecretException"
    )
    rds = labcloud.boto3_client("rds")
    rds.disable_http_endpoint(ResourceArn=db["resourceArn"])
    try:
        assert _error(data.execute_statement, sql="SELECT 1", **db)[0] == "HttpEndpointNotEnabledException"
    finally:
        rds.enable_http_endpoint(ResourceArn=db["resourceArn"])
    assert data.execute_statement(sql="SELECT 1", **db)["records"] == [[{"longValue": 1}]]


def test_one_call_s_session_settings_never_reach_the_next(data: Any, database: dict[str, str]) -> None:
    db = {k: database[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(sql="SET application_name = 'leaky'", **db)
    shown = data.execute_statement(sql="SHOW application_name", **db)["records"]
    assert shown != [[{"stringValue": "leaky"}]]
    tx = data.begin_transaction(**db)["transactionId"]
    data.execute_statement(sql="SET application_name = 'in-tx'", transactionId=tx, **db)
    inside = data.execute_statement(sql="SHOW application_name", transactionId=tx, **db)["records"]
    assert inside == [[{"stringValue": "in-tx"}]]
    data.commit_transaction(transactionId=tx, **db)


def test_a_postgres_driver_sees_what_the_data_api_wrote(data: Any, database: dict[str, str]) -> None:
    db = {k: database[k] for k in ("resourceArn", "secretArn")}
    data.execute_statement(sql="CREATE TABLE shared (v text)", **db)
    data.execute_statement(sql="INSERT INTO shared VALUES ('from the data api')", **db)
    conn = pg8000.native.Connection(
        "master", host="127.0.0.1", port=int(database["port"]), password=PASSWORD, database="app"
    )
    try:
        assert conn.run("SELECT v FROM shared") == [["from the data api"]]
        conn.run("INSERT INTO shared VALUES ('from pg8000')")
    finally:
        conn.close()
    rows = data.execute_statement(sql="SELECT v FROM shared ORDER BY v", **db)["records"]
    assert rows == [[{"stringValue": "from pg8000"}], [{"stringValue": "from the data api"}]]
    with pytest.raises(pg8000.native.DatabaseError):
        pg8000.native.Connection("master", host="127.0.0.1", port=int(database["port"]), password="wrong")


def test_a_managed_master_password_lives_in_secrets_manager(
    labcloud: LabcloudProcess, rds: Any, data: Any
) -> None:
    made = rds.create_db_cluster(
        DBClusterIdentifier="managed",
        Engine="aurora-postgresql",
        MasterUsername="boss",
        ManageMasterUserPassword=True,
        EnableHttpEndpoint=True,
    )["DBCluster"]
    try:
        secret = made["MasterUserSecret"]
        assert secret["SecretStatus"] == "active"
        cluster = wait_cluster(rds, "managed")
        stored = json.loads(
            labcloud.boto3_client("secretsmanager").get_secret_value(SecretId=secret["SecretArn"])[
                "SecretString"
            ]
        )
        assert stored["username"] == "boss" and len(stored["password"]) >= 8
        rows = data.execute_statement(
            resourceArn=made["DBClusterArn"], secretArn=secret["SecretArn"], sql="SELECT current_user"
        )["records"]
        assert rows == [[{"stringValue": "boss"}]]
        conn = pg8000.native.Connection(
            "boss", host="127.0.0.1", port=cluster["Port"], password=stored["password"], database="postgres"
        )
        assert conn.run("SELECT 40 + 2") == [[42]]
        conn.close()
    finally:
        rds.delete_db_cluster(DBClusterIdentifier="managed", SkipFinalSnapshot=True)
    gone = labcloud.boto3_client("secretsmanager")
    with pytest.raises(ClientError) as caught:
        gone.describe_secret(SecretId=secret["SecretArn"])
    assert caught.value.response["Error"]["Code"] == "ResourceNotFoundException"


def test_a_standalone_instance_is_a_postgres_server_of_its_own(rds: Any) -> None:
    rds.create_db_instance(
        DBInstanceIdentifier="direct",
        Engine="postgres",
        DBInstanceClass="db.t4g.micro",
        AllocatedStorage=20,
        MasterUsername="owner",
        MasterUserPassword=PASSWORD,
        DBName="things",
    )
    try:
        endpoint = wait_instance(rds, "direct")["Endpoint"]
        conn = pg8000.native.Connection(
            "owner", host=endpoint["Address"], port=endpoint["Port"], password=PASSWORD, database="things"
        )
        conn.run("CREATE TABLE t (a int)")
        conn.run("INSERT INTO t VALUES (1), (2)")
        assert conn.run("SELECT sum(a) FROM t") == [[3]]
        conn.close()
        rds.modify_db_instance(
            DBInstanceIdentifier="direct", MasterUserPassword="n3w-Passw0rd", ApplyImmediately=True
        )
        conn = pg8000.native.Connection(
            "owner",
            host=endpoint["Address"],
            port=endpoint["Port"],
            password="n3w-Passw0rd",
            database="things",
        )
        assert conn.run("SELECT count(*) FROM t") == [[2]]
        conn.close()
    finally:
        rds.delete_db_instance(DBInstanceIdentifier="direct", SkipFinalSnapshot=True)


def test_the_aws_cli_runs_statements(labcloud: LabcloudProcess, database: dict[str, str]) -> None:
    arns = ["--resource-arn", database["resourceArn"], "--secret-arn", database["secretArn"]]
    labcloud.aws_json("rds-data", "execute-statement", *arns, "--sql", "CREATE TABLE cli (n int)")
    labcloud.aws_json("rds-data", "execute-statement", *arns, "--sql", "INSERT INTO cli VALUES (41), (1)")
    summed = labcloud.aws_json(
        "rds-data", "execute-statement", *arns, "--sql", "SELECT sum(n) AS total FROM cli"
    )
    assert summed["records"] == [[{"longValue": 42}]]
    failed = labcloud.aws("rds-data", "execute-statement", *arns, "--sql", "SELEC 1", check=False)
    assert (
        failed.returncode != 0 and "BadRequestException" in failed.stderr and "syntax error" in failed.stderr
    )
