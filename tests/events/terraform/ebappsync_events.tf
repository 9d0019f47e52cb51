# A rule on the custom bus whose target runs an AppSync mutation (appsync_target), as a role
# EventBridge may assume, on an API that accepts AWS_IAM.
resource "aws_appsync_graphql_api" "notes" {
  name                = "tf-events-notes"
  authentication_type = "AWS_IAM"
  schema              = <<-SCHEMA
    type Note {
      id: ID!
    }
    type Query {
      note(id: ID!): Note
    }
    type Mutation {
      addNote(id: ID!): Note
    }
  SCHEMA
}

resource "aws_iam_role" "graphql" {
  name = "tf-events-graphql"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "events.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_cloudwatch_event_target" "to_appsync" {
  rule           = aws_cloudwatch_event_rule.placed.name
  event_bus_name = aws_cloudwatch_event_bus.shop.name
  target_id      = "appsync"
  arn            = replace(aws_appsync_graphql_api.notes.arn, "apis", "endpoints/graphql-api")
  role_arn       = aws_iam_role.graphql.arn

  input_transformer {
    input_paths    = { id = "$.id" }
    input_template = "{\"id\": <id>}"
  }

  appsync_target {
    graphql_operation = "mutation AddNote($id: ID!) { addNote(id: $id) { id } }"
  }
}
