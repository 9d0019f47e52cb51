# AppSync through the hashicorp/aws provider: a GraphQL API with its schema and an API key, a NONE and a
# DynamoDB data source (acting as a role AppSync may assume), a VTL resolver, and a pipeline resolver
# with one function.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_appsync_graphql_api" "todos" {
  name                = "tf-todos"
  authentication_type = "API_KEY"
  schema              = <<-SCHEMA
    type Todo {
      id: ID!
      title: String
    }
    type Query {
      echo(text: String!): String
      getTodo(id: ID!): Todo
    }
  SCHEMA

  log_config {
    cloudwatch_logs_role_arn = aws_iam_role.logs.arn
    field_log_level          = "ERROR"
  }

  tags = {
    team = "web"
  }
}

resource "aws_iam_role" "logs" {
  name = "tf-appsync-logs"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "appsync.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_iam_role_policy" "logs" {
  name = "write"
  role = aws_iam_role.logs.id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"], Resource = "*" }]
  })
}

resource "aws_appsync_api_key" "web" {
  api_id      = aws_appsync_graphql_api.todos.id
  description = "web"
}

resource "aws_dynamodb_table" "todos" {
  name         = "tf-appsync-todos"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"

  attribute {
    name = "id"
    type = "S"
  }
}

resource "aws_iam_role" "appsync" {
  name = "tf-appsync-ddb"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "appsync.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_iam_role_policy" "appsync" {
  name = "read"
  role = aws_iam_role.appsync.id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = ["dynamodb:GetItem"], Resource = aws_dynamodb_table.todos.arn }]
  })
}

resource "aws_appsync_datasource" "none" {
  api_id = aws_appsync_graphql_api.todos.id
  name   = "none"
  type   = "NONE"
}

resource "aws_appsync_datasource" "todos" {
  api_id           = aws_appsync_graphql_api.todos.id
  name             = "todos"
  type             = "AMAZON_DYNAMODB"
  service_role_arn = aws_iam_role.appsync.arn

  dynamodb_config {
    table_name = aws_dynamodb_table.todos.name
  }
}

resource "aws_appsync_resolver" "echo" {
  api_id            = aws_appsync_graphql_api.todos.id
  type              = "Query"
  field             = "echo"
  data_source       = aws_appsync_datasource.none.name
  request_template  = "{\"version\": \"2018-05-29\", \"payload\": $util.toJson($ctx.args.text)}"
  response_template = "$util.toJson($ctx.result)"
}

resource "aws_appsync_function" "get" {
  api_id                    = aws_appsync_graphql_api.todos.id
  name                      = "get"
  data_source               = aws_appsync_datasource.todos.name
  request_mapping_template  = "{\"version\": \"2018-05-29\", \"operation\": \"GetItem\", \"key\": {\"id\": $util.dynamodb.toDynamoDBJson($ctx.args.id)}}"
  response_mapping_template = "$util.toJson($ctx.result)"
}

resource "aws_appsync_resolver" "get" {
  api_id            = aws_appsync_graphql_api.todos.id
  type              = "Query"
  field             = "getTodo"
  kind              = "PIPELINE"
  request_template  = "{}"
  response_template = "$util.toJson($ctx.prev.result)"

  pipeline_config {
    functions = [aws_appsync_function.get.function_id]
  }
}

output "api_id" {
  value = aws_appsync_graphql_api.todos.id
}

output "url" {
  value = aws_appsync_graphql_api.todos.uris["GRAPHQL"]
}

output "key" {
  value     = aws_appsync_api_key.web.key
  sensitive = true
}
