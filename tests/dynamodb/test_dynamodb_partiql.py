"""PartiQL over the real server: every statement form, parameters, paging, batches, transactions, errors."""

from __future__ import annotations

import json

import pytest
from dynamodb_server_helpers import error_of, make_table

NOT_WELL_FORMED = "Statement wasn't well formed, can't be processed: "


@pytest.fixture
def music(ddb):
    make_table(
        ddb,
        "music",
        "artist",
        range_key="song",
        extra_definitions=[{"AttributeName": "genre", "AttributeType": "S"}],
        GlobalSecondaryIndexes=[
            {
                "IndexName": "by-genre",
                "KeySchema": [{"AttributeName": "genre", "KeyType": "HASH"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    )
    make_table(ddb, "counters", "id", hash_type="N")
    for artist, song, year, genre in (
        ("acme", "one", 2001, "rock"),
        ("acme", "two", 2002, "pop"),
        ("acme", "three", 2003, "rock"),
        ("zed", "solo", 1999, "jazz"),
    ):
        ddb.put_item(
            TableName="music",
            Item={
                "artist": {"S": artist},
                "song": {"S": song},
                "year": {"N": str(year)},
                "genre": {"S": genre},
                "tags": {"SS": ["a", "b"]},
                "info": {"M": {"plays": {"N": "1"}}},
            },
        )
    return ddb


def run(ddb, statement, *params, **extra):
    kwargs = {"Statement": statement, **extra}
    if params:
        kwargs["Parameters"] = list(params)
    return ddb.execute_statement(**kwargs)


def test_select_by_partition_key_is_a_query_in_sort_key_order(music):
    items = run(music, "SELECT * FROM music WHERE artist = ?", {"S": "acme"})["Items"]
    assert [i["song"]["S"] for i in items] == ["one", "three", "two"]
    desc = run(music, "SELECT song FROM \"music\" WHERE artist = 'acme' ORDER BY song DESC")["Items"]
    assert desc == [{"song": {"S": "two"}}, {"song": {"S": "three"}}, {"song": {"S": "one"}}]


def test_select_with_key_and_non_key_conditions(music):
    items = run(
        music,
        "SELECT song, info.plays FROM music WHERE artist = 'acme' AND begins_with(song, 't') "
        'AND "year" > 2002',
    )["Items"]
    assert items == [{"song": {"S": "three"}, "info": {"M": {"plays": {"N": "1"}}}}]
    scan = run(
        music, "SELECT artist FROM music WHERE genre IN ['jazz', 'pop'] OR \"year\" BETWEEN 2003 AND 2005"
    )
    assert sorted(i["artist"]["S"] for i in scan["Items"]) == ["acme", "acme", "zed"]


def test_where_functions_missing_and_contains(music):
    music.put_item(TableName="music", Item={"artist": {"S": "bare"}, "song": {"S": "x"}})
    missing = run(music, "SELECT artist FROM music WHERE genre IS MISSING")["Items"]
    assert missing == [{"artist": {"S": "bare"}}]
    present = run(
        music,
        "SELECT song FROM music WHERE artist = 'acme' AND contains(tags, 'a') AND size(tags) = 2 "
        "AND attribute_type(\"year\", 'N') AND NOT genre = 'pop'",
    )["Items"]
    assert sorted(i["song"]["S"] for i in present) == ["one", "three"]


def test_select_from_an_index(music):
    items = run(music, 'SELECT song FROM "music"."by-genre" WHERE genre = ?', {"S": "rock"})["Items"]
    assert sorted(i["song"]["S"] for i in items) == ["one", "three"]
    code, message, _ = error_of(run, music, 'SELECT * FROM "music"."nope" WHERE genre = \'rock\'')
    assert (code, message) == ("ValidationException", "The table does not have the specified index: nope")


def test_consistent_read_on_the_table_not_on_a_global_index(music):
    found = music.execute_statement(
        Statement="SELECT song FROM music WHERE artist = ?", Parameters=[{"S": "zed"}], ConsistentRead=True
    )["Items"]
    assert found == [{"song": {"S": "solo"}}]
    code, message, _ = error_of(
        music.execute_statement,
        Statement='SELECT * FROM "music"."by-genre" WHERE genre = ?',
        Parameters=[{"S": "jazz"}],
        ConsistentRead=True,
    )
    assert (code, message) == (
        "ValidationException",
        "Consistent reads are not supported on global secondary indexes",
    )


def test_paging_with_limit_and_next_token(music):
    first = run(music, "SELECT song FROM music WHERE artist = 'acme'", Limit=2)
    assert len(first["Items"]) == 2 and first["NextToken"]
    second = run(music, "SELECT song FROM music WHERE artist = 'acme'", Limit=2, NextToken=first["NextToken"])
    assert [i["song"]["S"] for i in first["Items"] + second["Items"]] == ["one", "three", "two"]
    assert "NextToken" not in second
    code, _, _ = error_of(
        run, music, "SELECT song FROM music WHERE artist = 'zed'", NextToken=first["NextToken"]
    )
    assert code == "ValidationException"


def test_insert_only_when_new(music):
    assert (
        run(
            music,
            "INSERT INTO music VALUE {'artist': 'new', 'song': ?, 'n': 7.31e6, 'l': [1, true, null], "
            "'s': <<'x', 'y'>>}",
            {"S": "first"},
        )["Items"]
        == []
    )
    item = music.get_item(TableName="music", Key={"artist": {"S": "new"}, "song": {"S": "first"}})["Item"]
    assert item["n"] == {"N": "7310000"} and item["l"] == {"L": [{"N": "1"}, {"BOOL": True}, {"NULL": True}]}
    assert sorted(item["s"]["SS"]) == ["x", "y"]
    code, message, response = error_of(
        run, music, "INSERT INTO music VALUE {'artist': 'new', 'song': 'first'}"
    )
    assert (code, message) == ("DuplicateItemException", "Duplicate primary key exists in table")
    assert response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_update_sets_removes_and_returns(music):
    out = run(
        music,
        "UPDATE music SET info.plays = info.plays + 1 SET tags = set_add(tags, <<'c'>>) "
        "REMOVE genre WHERE artist = 'acme' AND song = 'one' RETURNING ALL NEW *",
    )
    item = out["Items"][0]
    assert item["info"] == {"M": {"plays": {"N": "2"}}} and sorted(item["tags"]["SS"]) == ["a", "b", "c"]
    assert "genre" not in item
    assert run(music, "UPDATE music SET \"year\" = 1 WHERE artist = 'acme' AND song = 'two'")["Items"] == []


def test_update_is_not_an_upsert_and_extra_predicates_are_conditions(music):
    code, message, _ = error_of(run, music, "UPDATE music SET x = 1 WHERE artist = 'ghost' AND song = 'none'")
    assert (code, message) == ("ConditionalCheckFailedException", "The conditional request failed")
    code, _, response = error_of(
        run,
        music,
        "UPDATE music SET x = 1 WHERE artist = 'acme' AND song = 'one' AND \"year\" = 1990",
        ReturnValuesOnConditionCheckFailure="ALL_OLD",
    )
    assert code == "ConditionalCheckFailedException" and response["Item"]["year"] == {"N": "2001"}
    assert (
        "x"
        not in music.get_item(TableName="music", Key={"artist": {"S": "acme"}, "song": {"S": "one"}})["Item"]
    )


def test_delete_and_returning_old(music):
    out = run(music, "DELETE FROM music WHERE artist = 'zed' AND song = 'solo' RETURNING ALL OLD *")
    assert out["Items"][0]["year"] == {"N": "1999"}
    assert run(music, "DELETE FROM music WHERE artist = 'zed' AND song = 'solo'")["Items"] == []
    code, _, _ = error_of(
        run, music, "DELETE FROM music WHERE artist = 'acme' AND song = 'one' AND genre = 'pop'"
    )
    assert code == "ConditionalCheckFailedException"


def test_writes_need_an_equality_on_every_key_attribute(music):
    for statement in (
        "UPDATE music SET x = 1 WHERE artist = 'acme'",
        "DELETE FROM music WHERE artist = 'acme' OR song = 'one'",
    ):
        code, message, _ = error_of(run, music, statement)
        assert (code, message) == (
            "ValidationException",
            "Where clause does not contain a mandatory equality on all key attributes",
        )


@pytest.mark.parametrize(
    ("statement", "message"),
    [
        ("SELECT * FROM counters WHERE id = 1 foo", NOT_WELL_FORMED + "Unexpected token after expression"),
        ("SELECT * FROM counters WHERE id = 1)", NOT_WELL_FORMED + "Unexpected token after expression"),
        (
            "DELETE FROM counters WHERE id = 1 ORDER BY id",
            NOT_WELL_FORMED + "Unexpected token after expression",
        ),
        ("SELECT * FROM counters WHERE id = 1 # note", NOT_WELL_FORMED),
        ("SELECT * FROM counters WHERE id = 1 /* note", NOT_WELL_FORMED),
        ("SELECT * FROM counters WHERE id = 1e99999999999", NOT_WELL_FORMED),
        ('SELECT * FROM "counters" t WHERE id = 1', "Aliasing is not supported"),
        ("UPDATE counters t SET a = 3 WHERE id = 1", "Aliasing is not supported"),
        (
            "SELECT * FROM counters WHERE id = 1e126",
            "Number overflow. Attempting to store a number with magnitude larger than supported range under root",
        ),
        (
            "INSERT INTO counters VALUE {'id': 9, 'm': {'x': 1e-131}}",
            "Number underflow. Attempting to store a number with magnitude smaller than supported range under root.x",
        ),
        (
            "INSERT INTO counters VALUE {'id': 9, 'l': [1, 123456789012345678901234567890123456789]}",
            "Attempting to store more than 38 significant digits in a Number under root[1]",
        ),
        ("SELECT * FROM counters WHERE id = ?", "Number of parameters in request and statement don't match."),
    ],
)
def test_statements_dynamodb_refuses(music, statement, message):
    code, got, response = error_of(run, music, statement)
    assert (code, got, response["ResponseMetadata"]["HTTPStatusCode"]) == (
        "ValidationException",
        message,
        400,
    )


def test_comments_and_number_forms(music):
    music.put_item(TableName="counters", Item={"id": {"N": "7.3"}})
    for statement in (
        "-- lead\nSELECT * FROM counters WHERE id = .73e1",
        "SELECT * FROM counters /* c */ WHERE id = 73e-1 -- trailing",
        "select * from COUNTERS where id = 7.30",
    ):
        if "COUNTERS" in statement:
            code, _, _ = error_of(run, music, statement)
            assert code == "ResourceNotFoundException"
            continue
        assert run(music, statement)["Items"] == [{"id": {"N": "7.3"}}]


def test_missing_table(music):
    code, _, _ = error_of(run, music, "SELECT * FROM nowhere WHERE id = 1")
    assert code == "ResourceNotFoundException"


def test_batch_execute_statement_reports_per_statement(music):
    out = music.batch_execute_statement(
        Statements=[
            {
                "Statement": "SELECT * FROM music WHERE artist = ? AND song = ?",
                "Parameters": [{"S": "acme"}, {"S": "one"}],
            },
            {"Statement": "SELECT * FROM music WHERE artist = 'none' AND song = 'none'"},
            {"Statement": "INSERT INTO music VALUE {'artist': 'acme', 'song': 'one'}"},
            {"Statement": "SELECT * FROM music WHERE artist = 'acme'"},
        ]
    )["Responses"]
    assert out[0]["TableName"] == "music" and out[0]["Item"]["year"] == {"N": "2001"}
    assert out[1] == {"TableName": "music"}
    assert out[2]["Error"] == {"Code": "DuplicateItem", "Message": "Duplicate primary key exists in table"}
    assert out[3]["Error"]["Code"] == "ValidationError"


def test_execute_transaction_writes_all_or_nothing(music):
    ok = music.execute_transaction(
        TransactStatements=[
            {"Statement": "UPDATE music SET plays = 5 WHERE artist = 'acme' AND song = 'one'"},
            {"Statement": "INSERT INTO music VALUE {'artist': 'tx', 'song': 'new'}"},
            {
                "Statement": "EXISTS(SELECT * FROM music WHERE artist = 'zed' AND song = 'solo' AND genre = 'jazz')"
            },
        ]
    )
    assert ok["Responses"] == []
    code, _, response = error_of(
        music.execute_transaction,
        TransactStatements=[
            {"Statement": "UPDATE music SET plays = 6 WHERE artist = 'acme' AND song = 'one'"},
            {"Statement": "INSERT INTO music VALUE {'artist': 'tx', 'song': 'new'}"},
        ],
    )
    assert code == "TransactionCanceledException"
    assert [r["Code"] for r in response["CancellationReasons"]] == ["None", "DuplicateItem"]
    assert "[None, DuplicateItem]" in response["Error"]["Message"]
    stored = music.get_item(TableName="music", Key={"artist": {"S": "acme"}, "song": {"S": "one"}})["Item"]
    assert stored["plays"] == {"N": "5"}


def test_execute_transaction_reads_and_mixing_is_refused(music):
    out = music.execute_transaction(
        TransactStatements=[
            {"Statement": "SELECT song FROM music WHERE artist = 'acme' AND song = 'two'"},
            {"Statement": "SELECT * FROM music WHERE artist = 'x' AND song = 'y'"},
        ]
    )
    assert out["Responses"] == [{"Item": {"song": {"S": "two"}}}, {}]
    code, _, _ = error_of(
        music.execute_transaction,
        TransactStatements=[
            {"Statement": "SELECT * FROM music WHERE artist = 'acme' AND song = 'two'"},
            {"Statement": "DELETE FROM music WHERE artist = 'acme' AND song = 'two'"},
        ],
    )
    assert code == "ValidationException"


def test_partiql_writes_reach_the_ledger(music, labcloud):
    run(music, "INSERT INTO counters VALUE {'id': 1, 'n': 0}")
    error_of(run, music, "INSERT INTO counters VALUE {'id': 1, 'n': 0}")
    records = labcloud.get("/_labcloud/dynamodb/ledger?table=counters")["records"]
    assert [(r["operation"], r["outcome"]) for r in records] == [
        ("PutItem", "Accepted"),
        ("PutItem", "Rejected"),
    ]
    assert records[1]["condition"] == "attribute_not_exists(id)"


def test_partiql_from_the_cli(labcloud):
    labcloud.aws(
        "dynamodb",
        "create-table",
        "--table-name",
        "cli",
        "--attribute-definitions",
        "AttributeName=id,AttributeType=S",
        "--key-schema",
        "AttributeName=id,KeyType=HASH",
        "--billing-mode",
        "PAY_PER_REQUEST",
    )
    labcloud.aws("dynamodb", "execute-statement", "--statement", "INSERT INTO cli VALUE {'id': 'a', 'v': 1}")
    out = labcloud.aws_json(
        "dynamodb",
        "execute-statement",
        "--statement",
        "SELECT * FROM cli WHERE id = ?",
        "--parameters",
        '[{"S": "a"}]',
    )
    assert out["Items"] == [{"id": {"S": "a"}, "v": {"N": "1"}}]
    bad = labcloud.aws("dynamodb", "execute-statement", "--statement", "SELECT * FROM cli t", check=False)
    assert bad.returncode != 0 and "Aliasing is not supported" in bad.stderr


def test_role_needs_partiql_permissions(labcloud):
    iam, sts = labcloud.boto3_client("iam"), labcloud.boto3_client("sts")
    make_table(labcloud.boto3_client("dynamodb"), "guarded")
    trust = json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Principal": {"AWS": "000000000000"}, "Action": "sts:AssumeRole"}
            ],
        }
    )
    arn = iam.create_role(RoleName="reader", AssumeRolePolicyDocument=trust)["Role"]["Arn"]
    iam.put_role_policy(
        RoleName="reader",
        PolicyName="p",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": "dynamodb:PartiQLSelect",
                        "Resource": "arn:aws:dynamodb:us-east-1:000000000000:table/guarded",
                    }
                ],
            }
        ),
    )
    creds = sts.assume_role(RoleArn=arn, RoleSessionName="r1")["Credentials"]
    ddb = labcloud.boto3_client(
        "dynamodb",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    assert run(ddb, "SELECT * FROM guarded WHERE id = 'x'")["Items"] == []
    code, message, _ = error_of(run, ddb, "INSERT INTO guarded VALUE {'id': 'x'}")
    assert code == "AccessDeniedException" and "dynamodb:PartiQLInsert" in message


@pytest.mark.parametrize(
    ("operation", "params", "path"),
    [
        ("execute_statement", {"Statement": "SELECT * FROM music", "Parameters": []}, "parameters"),
        (
            "batch_execute_statement",
            {"Statements": [{"Statement": "SELECT * FROM music WHERE artist='a'", "Parameters": []}]},
            "statements.1.member.parameters",
        ),
        (
            "execute_transaction",
            {
                "TransactStatements": [
                    {"Statement": "INSERT INTO music VALUE {'artist':'a','song':'b'}", "Parameters": []}
                ]
            },
            "transactStatements.1.member.parameters",
        ),
    ],
)
def test_empty_parameters_are_a_validation_error(labcloud_client, music, operation, params, path):
    """SDKs that do not check lengths (the JavaScript v3 SDK) send ``Parameters: []``: DynamoDB answers
    its length rule, the empty list quoted as its messages quote every value."""
    from botocore.config import Config

    raw = labcloud_client("dynamodb", config=Config(parameter_validation=False))
    code, message, _ = error_of(getattr(raw, operation), **params)
    assert code == "ValidationException"
    assert message.startswith("1 validation error detected: Value '[]' at '")
    assert message.endswith(
        "' failed to satisfy constraint: Member must have length greater than or equal to 1"
    )
    assert f"'{path}'" in message
