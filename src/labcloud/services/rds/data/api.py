"""Typed requests and responses of rds-data's operations, generated from botocore's model.

Do not edit: ``python -m labcloud.services._codegen.api_types rds-data`` writes this file.
"""

from __future__ import annotations

from typing import TypedDict


class ArrayValue(TypedDict, total=False):
    booleanValues: list[bool]
    longValues: list[int]
    doubleValues: list[float]
    stringValues: list[str]
    arrayValues: list[ArrayValue]


class _BatchExecuteStatementRequestRequired(TypedDict):
    resourceArn: str
    secretArn: str
    sql: str


class BatchExecuteStatementRequest(_BatchExecuteStatementRequestRequired, total=False):
    database: str
    schema: str
    parameterSets: list[list[SqlParameter]]
    transactionId: str


class BatchExecuteStatementResponse(TypedDict, total=False):
    updateResults: list[UpdateResult]


class _BeginTransactionRequestRequired(TypedDict):
    resourceArn: str
    secretArn: str


class BeginTransactionRequest(_BeginTransactionRequestRequired, total=False):
    database: str
    schema: str


class BeginTransactionResponse(TypedDict, total=False):
    transactionId: str


class ColumnMetadata(TypedDict, total=False):
    name: str
    type: int
    typeName: str
    label: str
    schemaName: str
    tableName: str
    isAutoIncrement: bool
    isSigned: bool
    isCurrency: bool
    isCaseSensitive: bool
    nullable: int
    precision: int
    scale: int
    arrayBaseColumnType: int


class CommitTransactionRequest(TypedDict):
    resourceArn: str
    secretArn: str
    transactionId: str


class CommitTransactionResponse(TypedDict, total=False):
    transactionStatus: str


class _ExecuteSqlRequestRequired(TypedDict):
    dbClusterOrInstanceArn: str
    awsSecretStoreArn: str
    sqlStatements: str


class ExecuteSqlRequest(_ExecuteSqlRequestRequired, total=False):
    database: str
    schema: str


class ExecuteSqlResponse(TypedDict, total=False):
    sqlStatementResults: list[SqlStatementResult]


class _ExecuteStatementRequestRequired(TypedDict):
    resourceArn: str
    secretArn: str
    sql: str


class ExecuteStatementRequest(_ExecuteStatementRequestRequired, total=False):
    database: str
    schema: str
    parameters: list[SqlParameter]
    transactionId: str
    includeResultMetadata: bool
    continueAfterTimeout: bool
    resultSetOptions: ResultSetOptions
    formatRecordsAs: str


class ExecuteStatementResponse(TypedDict, total=False):
    records: list[list[Field]]
    columnMetadata: list[ColumnMetadata]
    numberOfRecordsUpdated: int
    generatedFields: list[Field]
    formattedRecords: str


class Field(TypedDict, total=False):
    isNull: bool
    booleanValue: bool
    longValue: int
    doubleValue: float
    stringValue: str
    blobValue: bytes
    arrayValue: ArrayValue


class Record(TypedDict, total=False):
    values: list[Value]


class ResultFrame(TypedDict, total=False):
    resultSetMetadata: ResultSetMetadata
    records: list[Record]


class ResultSetMetadata(TypedDict, total=False):
    columnCount: int
    columnMetadata: list[ColumnMetadata]


class ResultSetOptions(TypedDict, total=False):
    decimalReturnType: str
    longReturnType: str


class RollbackTransactionRequest(TypedDict):
    resourceArn: str
    secretArn: str
    transactionId: str


class RollbackTransactionResponse(TypedDict, total=False):
    transactionStatus: str


class SqlParameter(TypedDict, total=False):
    name: str
    value: Field
    typeHint: str


class SqlStatementResult(TypedDict, total=False):
    resultFrame: ResultFrame
    numberOfRecordsUpdated: int


class StructValue(TypedDict, total=False):
    attributes: list[Value]


class UpdateResult(TypedDict, total=False):
    generatedFields: list[Field]


class Value(TypedDict, total=False):
    isNull: bool
    bitValue: bool
    bigIntValue: int
    intValue: int
    doubleValue: float
    realValue: float
    stringValue: str
    blobValue: bytes
    arrayValues: list[Value]
    structValue: StructValue


#: Every operation of the model (the operations table must cover exactly these, or say why not).
OPERATIONS: tuple[str, ...] = (
    "BatchExecuteStatement",
    "BeginTransaction",
    "CommitTransaction",
    "ExecuteSql",
    "ExecuteStatement",
    "RollbackTransaction",
)
