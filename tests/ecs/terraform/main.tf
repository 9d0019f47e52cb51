# ECS through the hashicorp/aws provider: a Fargate cluster, a task definition with an execution role and
# awslogs options, and a service behind an ALB's ip target group in two subnets.
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

resource "aws_vpc" "main" {
  cidr_block = "10.80.0.0/16"
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.80.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_subnet" "b" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.80.2.0/24"
  availability_zone = "us-east-1b"
}

resource "aws_security_group" "web" {
  name        = "ecs-tf-web"
  description = "web tasks"
  vpc_id      = aws_vpc.main.id
}

resource "aws_lb" "web" {
  name            = "ecs-tf-web"
  subnets         = [aws_subnet.a.id, aws_subnet.b.id]
  security_groups = [aws_security_group.web.id]
}

resource "aws_lb_target_group" "web" {
  name        = "ecs-tf-web"
  port        = 80
  protocol    = "HTTP"
  target_type = "ip"
  vpc_id      = aws_vpc.main.id
}

resource "aws_lb_listener" "web" {
  load_balancer_arn = aws_lb.web.arn
  port              = 80
  protocol          = "HTTP"

  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.web.arn
  }
}

resource "aws_iam_role" "exec" {
  name = "ecs-tf-exec"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "ecs-tasks.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_ecs_cluster" "main" {
  name = "ecs-tf"

  setting {
    name  = "containerInsights"
    value = "enabled"
  }

  tags = {
    team = "web"
  }
}

resource "aws_ecs_cluster_capacity_providers" "main" {
  cluster_name       = aws_ecs_cluster.main.name
  capacity_providers = ["FARGATE", "FARGATE_SPOT"]

  default_capacity_provider_strategy {
    capacity_provider = "FARGATE"
    weight            = 1
  }
}

resource "aws_ecs_task_definition" "web" {
  family                   = "ecs-tf-web"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = "512"
  memory                   = "1024"
  execution_role_arn       = aws_iam_role.exec.arn

  container_definitions = jsonencode([
    {
      name         = "web"
      image        = "public.ecr.aws/nginx/nginx:latest"
      essential    = true
      portMappings = [{ containerPort = 80, hostPort = 80, protocol = "tcp" }]
      environment  = [{ name = "MODE", value = "tf" }]
      logConfiguration = {
        logDriver = "awslogs"
        options   = { "awslogs-group" = "/ecs/tf", "awslogs-region" = "us-east-1", "awslogs-stream-prefix" = "web" }
      }
    }
  ])

  tags = {
    team = "web"
  }
}

resource "aws_ecs_service" "web" {
  name            = "ecs-tf-web"
  cluster         = aws_ecs_cluster.main.id
  task_definition = aws_ecs_task_definition.web.arn
  desired_count   = 2
  launch_type     = "FARGATE"

  network_configuration {
    subnets          = [aws_subnet.a.id, aws_subnet.b.id]
    security_groups  = [aws_security_group.web.id]
    assign_public_ip = false
  }

  load_balancer {
    target_group_arn = aws_lb_target_group.web.arn
    container_name   = "web"
    container_port   = 80
  }

  tags = {
    team = "web"
  }

  depends_on = [aws_lb_listener.web]
}
