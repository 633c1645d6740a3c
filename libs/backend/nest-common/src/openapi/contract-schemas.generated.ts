// Generated from the types of @petcora/contracts by contract-schemas.generated.spec.ts: do not edit.
export const CONTRACT_SCHEMAS: Readonly<Record<string, unknown>> = {
  AccountStats: {
    type: 'object',
    properties: {
      users: {
        $ref: '#/components/schemas/DailyCount',
      },
      recentActivity: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/ActivityItem',
        },
      },
    },
    required: ['users', 'recentActivity'],
    additionalProperties: false,
    description: 'account `GET /internal/stats`',
  },
  ActivityItem: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      description: {
        type: 'string',
      },
      timestamp: {
        type: 'string',
      },
    },
    required: ['id', 'description', 'timestamp'],
    additionalProperties: false,
    description: 'One line of the "recent activity" list.',
  },
  AdminStats: {
    type: 'object',
    additionalProperties: false,
    properties: {
      posts: {
        $ref: '#/components/schemas/DailyCount',
      },
      likes: {
        $ref: '#/components/schemas/DailyCount',
      },
      repets: {
        $ref: '#/components/schemas/DailyCount',
      },
      moderation: {
        type: 'object',
        properties: {
          pending: {
            type: 'number',
          },
        },
        required: ['pending'],
        additionalProperties: false,
      },
      recentActivity: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/ActivityItem',
        },
      },
      users: {
        $ref: '#/components/schemas/DailyCount',
      },
    },
    required: ['likes', 'moderation', 'posts', 'recentActivity', 'repets', 'users'],
    description: 'gateway `GET /api/admin/stats`: both parts, the activity merged newest first.',
  },
  ApiError: {
    type: 'object',
    properties: {
      message: {
        type: 'string',
      },
    },
    required: ['message'],
    additionalProperties: false,
    description:
      'Shapes the screens read (see spec). Money is always integer cents. Dates are ISO strings on the wire.',
  },
  AuthResponse: {
    type: 'object',
    properties: {
      user: {
        $ref: '#/components/schemas/CurrentUser',
      },
      message: {
        type: 'string',
      },
    },
    required: ['user', 'message'],
    additionalProperties: false,
    description: 'Answer of every sign-in and sign-up call (account service ↔ mfe-account).',
  },
  AuthRoute: {
    type: 'object',
    properties: {
      method: {
        type: 'string',
        enum: ['GET', 'POST'],
      },
      path: {
        type: 'string',
      },
      kind: {
        $ref: '#/components/schemas/AuthRouteKind',
      },
    },
    required: ['method', 'path', 'kind'],
    additionalProperties: false,
  },
  AuthRouteKind: {
    type: 'string',
    enum: ['credential', 'sign-out', 'session-change'],
    description:
      "The one table of the account service's authentication routes. The gateway builds its strict per-client limit (credential routes) and its sign-out handling (sign-out routes) from it; the account service declares these routes from it and refuses, at run time, to start or end a session on a route that is not listed here. So a new credential route cannot silently miss the strict limit again (issue 7, hole 8: registration was outside it).",
  },
  AuthRouteName: {
    type: 'string',
    enum: [
      'signUp',
      'register',
      'signIn',
      'simpleSignIn',
      'simpleSignUp',
      'adminUnlock',
      'signOut',
      'simpleLogout',
      'logoutNavigation',
      'adminLock',
    ],
  },
  BookmarkState: {
    type: 'object',
    properties: {
      postId: {
        type: 'string',
      },
      isBookmarked: {
        type: 'boolean',
      },
    },
    required: ['postId', 'isBookmarked'],
    additionalProperties: false,
  },
  Cart: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/CartLine',
        },
      },
      itemCount: {
        type: 'number',
        description: "Sum of quantities: the count on the navigation's cart icon.",
      },
      subtotal: {
        type: 'number',
        description: 'Sum of available lines, cents.',
      },
    },
    required: ['lines', 'itemCount', 'subtotal'],
    additionalProperties: false,
    description:
      'GET /api/cart; POST /api/cart/items {productId, quantity} adds; PATCH /api/cart/items/{productId} {quantity} sets (0 removes); DELETE /api/cart/items/{productId}; DELETE /api/cart empties. Each answers the whole Cart.',
  },
  CartLine: {
    type: 'object',
    properties: {
      productId: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      unitPrice: {
        type: 'number',
        description: 'Current catalogue price, cents.',
      },
      quantity: {
        type: 'number',
      },
      lineTotal: {
        type: 'number',
        description: 'unitPrice × quantity, cents.',
      },
      available: {
        type: 'boolean',
        description: 'False once the product left the catalogue: shown, not orderable.',
      },
    },
    required: ['productId', 'name', 'imageUrl', 'unitPrice', 'quantity', 'lineTotal', 'available'],
    additionalProperties: false,
  },
  CatalogProductsSortField: {
    type: 'string',
    enum: ['name', 'price', 'lastSyncedAt', 'createdAt'],
  },
  CatalogStats: {
    type: 'object',
    properties: {
      totalProducts: {
        type: 'number',
        description: 'Available products (what /store can show).',
      },
      syncedProducts: {
        type: 'number',
        description: 'Available products that came from Square.',
      },
      manualProducts: {
        type: 'number',
        description: 'Available products without squareItemId.',
      },
      averagePrice: {
        type: 'number',
        description: 'Average price of available products, cents (rounded); 0 when none.',
      },
      recentProducts: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/Product',
        },
        description: 'The five newest available products.',
      },
      lastSyncedAt: {
        type: ['string', 'null'],
        description:
          "When the catalogue was last known in sync: the finish of the latest successful run, else the latest product last_synced_at (a product's last change from Square); null if never synced.",
      },
    },
    required: [
      'totalProducts',
      'syncedProducts',
      'manualProducts',
      'averagePrice',
      'recentProducts',
      'lastSyncedAt',
    ],
    additionalProperties: false,
  },
  CatalogSyncCounts: {
    type: 'object',
    properties: {
      pages: {
        type: 'number',
      },
      itemsSeen: {
        type: 'number',
        description: 'ITEM objects Square returned.',
      },
      productsUpserted: {
        type: 'number',
        description: 'Rows inserted or actually changed (an unchanged catalogue writes 0).',
      },
      productsUnchanged: {
        type: 'number',
        description: 'Items seen whose product was already identical.',
      },
      productsMadeUnavailable: {
        type: 'number',
        description:
          'Products made unavailable (deleted/archived in Square, or, on a full run, no longer listed).',
      },
      itemsFailed: {
        type: 'number',
        description:
          'Items recorded and skipped; the run still succeeds. At most 100 listed, `itemsFailed` counts all.',
      },
      failedItems: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/CatalogSyncFailedItem',
        },
      },
    },
    required: [
      'pages',
      'itemsSeen',
      'productsUpserted',
      'productsUnchanged',
      'productsMadeUnavailable',
      'itemsFailed',
      'failedItems',
    ],
    additionalProperties: false,
    description: "Counts of one run (also the completed job's result).",
  },
  CatalogSyncFailedItem: {
    type: 'object',
    properties: {
      squareItemId: {
        type: 'string',
        description: 'Square object id of the item.',
      },
      reason: {
        type: 'string',
        description:
          "e.g. 'no-name', 'no-priced-variation', 'unsupported-currency', or a database error text.",
      },
    },
    required: ['squareItemId', 'reason'],
    additionalProperties: false,
  },
  CatalogSyncJobData: {
    type: 'object',
    properties: {
      requestedBy: {
        type: 'string',
      },
      requestedByName: {
        type: 'string',
        description: "The admin's username, shown as the run's trigger.",
      },
      mode: {
        $ref: '#/components/schemas/CatalogSyncRequestedMode',
        description: "Issue 11: 'full', 'incremental' or (absent / 'auto') the worker's policy.",
      },
      traceparent: {
        type: 'string',
        description:
          "W3C trace context of the request that asked (issue 14): the worker's log lines join that request's.",
      },
    },
    required: ['requestedBy'],
    additionalProperties: false,
  },
  CatalogSyncJobState: {
    type: 'string',
    enum: [
      'waiting',
      'active',
      'delayed',
      'completed',
      'failed',
      'prioritized',
      'waiting-children',
      'unknown',
    ],
  },
  CatalogSyncJobStatus: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      state: {
        $ref: '#/components/schemas/CatalogSyncJobState',
      },
      progress: {
        anyOf: [
          {
            $ref: '#/components/schemas/CatalogSyncProgress',
          },
          {
            type: 'null',
          },
        ],
        description: 'null before the worker reported anything.',
      },
      result: {
        anyOf: [
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              mode: {
                $ref: '#/components/schemas/CatalogSyncMode',
              },
              pages: {
                type: 'number',
              },
              itemsSeen: {
                type: 'number',
                description: 'ITEM objects Square returned.',
              },
              productsUpserted: {
                type: 'number',
                description: 'Rows inserted or actually changed (an unchanged catalogue writes 0).',
              },
              productsUnchanged: {
                type: 'number',
                description: 'Items seen whose product was already identical.',
              },
              productsMadeUnavailable: {
                type: 'number',
                description:
                  'Products made unavailable (deleted/archived in Square, or, on a full run, no longer listed).',
              },
              itemsFailed: {
                type: 'number',
                description:
                  'Items recorded and skipped; the run still succeeds. At most 100 listed, `itemsFailed` counts all.',
              },
              failedItems: {
                type: 'array',
                items: {
                  $ref: '#/components/schemas/CatalogSyncFailedItem',
                },
              },
            },
            required: [
              'failedItems',
              'itemsFailed',
              'itemsSeen',
              'mode',
              'pages',
              'productsMadeUnavailable',
              'productsUnchanged',
              'productsUpserted',
            ],
          },
          {
            type: 'null',
          },
        ],
        description: "Set once state is 'completed'.",
      },
      failedReason: {
        type: ['string', 'null'],
        description: "Last error (state 'failed', or 'delayed' waiting for a retry).",
      },
      attemptsMade: {
        type: 'number',
      },
      attempts: {
        type: 'number',
        description: 'Attempts BullMQ will make in all.',
      },
    },
    required: ['id', 'state', 'progress', 'result', 'failedReason', 'attemptsMade', 'attempts'],
    additionalProperties: false,
  },
  CatalogSyncMode: {
    type: 'string',
    enum: ['full', 'incremental'],
    description:
      "'full' lists the whole catalogue and reconciles (unavailable = not seen); 'incremental' asks only for changes.",
  },
  CatalogSyncProgress: {
    type: 'object',
    properties: {
      mode: {
        $ref: '#/components/schemas/CatalogSyncMode',
      },
      pages: {
        type: 'number',
        description: 'Square API pages read so far.',
      },
      itemsSeen: {
        type: 'number',
        description: 'Square ITEM objects seen so far.',
      },
      productsUpserted: {
        type: 'number',
        description: 'Products written (inserted or changed) so far.',
      },
    },
    required: ['mode', 'pages', 'itemsSeen', 'productsUpserted'],
    additionalProperties: false,
    description: "Reported by the worker through BullMQ's job.updateProgress while it runs.",
  },
  CatalogSyncRequestedMode: {
    anyOf: [
      {
        $ref: '#/components/schemas/CatalogSyncMode',
      },
      {
        type: 'string',
        const: 'auto',
      },
    ],
    description:
      "What an admin may ask for; 'auto' (default): incremental after a successful full run, full every so often.",
  },
  CatalogSyncResult: {
    type: 'object',
    properties: {
      itemsSeen: {
        type: 'number',
      },
      productsUpserted: {
        type: 'number',
      },
    },
    required: ['itemsSeen', 'productsUpserted'],
    additionalProperties: false,
  },
  CatalogSyncRun: {
    type: 'object',
    properties: {
      pages: {
        type: 'number',
      },
      itemsSeen: {
        type: 'number',
        description: 'ITEM objects Square returned.',
      },
      productsUpserted: {
        type: 'number',
        description: 'Rows inserted or actually changed (an unchanged catalogue writes 0).',
      },
      productsUnchanged: {
        type: 'number',
        description: 'Items seen whose product was already identical.',
      },
      productsMadeUnavailable: {
        type: 'number',
        description:
          'Products made unavailable (deleted/archived in Square, or, on a full run, no longer listed).',
      },
      itemsFailed: {
        type: 'number',
        description:
          'Items recorded and skipped; the run still succeeds. At most 100 listed, `itemsFailed` counts all.',
      },
      failedItems: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/CatalogSyncFailedItem',
        },
      },
      id: {
        type: 'string',
      },
      jobId: {
        type: 'string',
      },
      attempt: {
        type: 'number',
      },
      status: {
        $ref: '#/components/schemas/CatalogSyncRunStatus',
      },
      mode: {
        $ref: '#/components/schemas/CatalogSyncMode',
      },
      trigger: {
        type: 'string',
        description:
          "The admin's username who started it, or 'schedule'. (`requestedBy` is the raw id or 'schedule'.)",
      },
      requestedBy: {
        type: 'string',
      },
      startedAt: {
        type: 'string',
      },
      finishedAt: {
        type: ['string', 'null'],
      },
      durationMs: {
        type: ['number', 'null'],
        description: 'finishedAt − startedAt in ms; null while running.',
      },
      beginTime: {
        type: ['string', 'null'],
        description: 'Incremental runs: the begin_time asked of Square (ISO); null on full runs.',
      },
      error: {
        type: ['string', 'null'],
      },
    },
    required: [
      'attempt',
      'beginTime',
      'durationMs',
      'error',
      'failedItems',
      'finishedAt',
      'id',
      'itemsFailed',
      'itemsSeen',
      'jobId',
      'mode',
      'pages',
      'productsMadeUnavailable',
      'productsUnchanged',
      'productsUpserted',
      'requestedBy',
      'startedAt',
      'status',
      'trigger',
    ],
    additionalProperties: false,
    description: 'One attempt of a sync job, from store.catalog_sync_runs.',
  },
  CatalogSyncRunStatus: {
    type: 'string',
    enum: ['running', 'succeeded', 'failed'],
  },
  CheckoutRequest: {
    type: 'object',
    properties: {
      shippingAddress: {
        type: 'string',
      },
      shippingCity: {
        type: 'string',
      },
      shippingState: {
        type: 'string',
      },
      shippingZip: {
        type: 'string',
      },
      shippingCountry: {
        type: 'string',
      },
      shippingMethod: {
        type: 'string',
      },
      paymentMethod: {
        type: 'string',
      },
      notes: {
        type: 'string',
      },
    },
    required: ['shippingAddress', 'shippingCity', 'shippingState', 'shippingZip', 'shippingCountry'],
    additionalProperties: false,
    description:
      "POST /api/orders (members), with an Idempotency-Key header: orders the member's cart. Field lengths follow the spec's orders table. Answers 201 with OrderDetail (orders.ts); the cart is emptied in the same transaction.",
  },
  CommentPage: {
    type: 'object',
    properties: {
      comments: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PostComment',
        },
      },
      hasMore: {
        type: 'boolean',
      },
    },
    required: ['comments', 'hasMore'],
    additionalProperties: false,
  },
  CurrentUser: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      email: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      firstName: {
        type: ['string', 'null'],
      },
      lastName: {
        type: ['string', 'null'],
      },
      bio: {
        type: ['string', 'null'],
      },
      profilePicture: {
        type: ['string', 'null'],
      },
      profileImageUrl: {
        type: ['string', 'null'],
      },
      coverImageUrl: {
        type: ['string', 'null'],
      },
      location: {
        type: ['string', 'null'],
      },
      website: {
        type: ['string', 'null'],
      },
      isVerified: {
        type: 'boolean',
      },
      onboardingCompleted: {
        type: 'boolean',
      },
      profileCompleted: {
        type: 'boolean',
      },
      role: {
        type: 'string',
        enum: ['member', 'admin'],
      },
      createdAt: {
        type: 'string',
      },
    },
    required: [
      'id',
      'email',
      'username',
      'displayName',
      'firstName',
      'lastName',
      'bio',
      'profilePicture',
      'profileImageUrl',
      'coverImageUrl',
      'location',
      'website',
      'isVerified',
      'onboardingCompleted',
      'profileCompleted',
      'role',
      'createdAt',
    ],
    additionalProperties: false,
  },
  DailyCount: {
    type: 'object',
    properties: {
      total: {
        type: 'number',
      },
      today: {
        type: 'number',
      },
    },
    required: ['total', 'today'],
    additionalProperties: false,
    description: 'A running total and how many of it were added since midnight UTC.',
  },
  FeedPage: {
    type: 'object',
    properties: {
      posts: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/FeedPost',
        },
      },
      hasMore: {
        type: 'boolean',
      },
      nextCursor: {
        type: ['string', 'null'],
        description: 'Keyset cursor of the next page (pass as `?cursor=`); null on the last page.',
      },
    },
    required: ['posts', 'hasMore'],
    additionalProperties: false,
  },
  FeedPageQueryParams: {
    type: 'object',
    properties: {
      page: {
        type: 'number',
      },
      limit: {
        type: 'number',
      },
      cursor: {
        type: 'string',
      },
    },
    additionalProperties: false,
    description:
      "Feed lists accept `?page&limit` (the spec's paging) and `?cursor` (keyset paging: the `nextCursor` of the previous page). With a cursor, `page` is ignored and the page starts right after the cursor's post, so posts arriving between pages never shift or repeat what the reader already saw. The cursor is opaque to clients.",
  },
  FeedPost: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      userId: {
        type: 'string',
      },
      user: {
        $ref: '#/components/schemas/PostAuthor',
      },
      username: {
        type: 'string',
      },
      userAvatar: {
        type: ['string', 'null'],
      },
      content: {
        type: 'string',
      },
      location: {
        type: ['string', 'null'],
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      videoUrl: {
        type: ['string', 'null'],
      },
      images: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PostImage',
        },
      },
      likesCount: {
        type: 'number',
      },
      likeCount: {
        type: 'number',
      },
      commentsCount: {
        type: 'number',
      },
      commentCount: {
        type: 'number',
      },
      repetsCount: {
        type: 'number',
      },
      isLiked: {
        type: 'boolean',
      },
      isRepeted: {
        type: 'boolean',
      },
      isBookmarked: {
        type: 'boolean',
      },
      isThread: {
        type: 'boolean',
      },
      threadId: {
        type: ['string', 'null'],
      },
      replyToId: {
        type: ['string', 'null'],
        description: 'The post this one replies to, if it is a reply.',
      },
      repliesCount: {
        type: 'number',
      },
      commentList: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PostComment',
        },
        description:
          'The first comments (oldest first, at most FIRST_COMMENTS_PER_POST); the rest via GET /api/posts/{id}/comments.',
      },
      createdAt: {
        type: 'string',
      },
    },
    required: [
      'id',
      'userId',
      'user',
      'username',
      'userAvatar',
      'content',
      'location',
      'imageUrl',
      'videoUrl',
      'images',
      'likesCount',
      'likeCount',
      'commentsCount',
      'commentCount',
      'repetsCount',
      'isLiked',
      'isRepeted',
      'isBookmarked',
      'isThread',
      'threadId',
      'replyToId',
      'repliesCount',
      'commentList',
      'createdAt',
    ],
    additionalProperties: false,
  },
  FollowState: {
    type: 'object',
    properties: {
      userId: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      isFollowing: {
        type: 'boolean',
      },
      followersCount: {
        type: 'number',
      },
    },
    required: ['userId', 'username', 'isFollowing', 'followersCount'],
    additionalProperties: false,
    description: 'Answer of POST/DELETE /api/users/{username}/follow: idempotent, never oneself (400).',
  },
  IdentityClaims: {
    type: 'object',
    properties: {
      sub: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      role: {
        $ref: '#/components/schemas/Role',
      },
    },
    required: ['sub', 'username', 'role'],
    additionalProperties: false,
    description: 'What the gateway asserts about the caller, signed into the short-lived identity token.',
  },
  LikeState: {
    type: 'object',
    properties: {
      postId: {
        type: 'string',
      },
      isLiked: {
        type: 'boolean',
      },
      likesCount: {
        type: 'number',
      },
      likeCount: {
        type: 'number',
        description: "The other post view's name for the same count.",
      },
    },
    required: ['postId', 'isLiked', 'likesCount', 'likeCount'],
    additionalProperties: false,
    description: "Answers of the community's actions on a post (services/social ↔ mfe-social).",
  },
  LiveEvent: {
    anyOf: [
      {
        type: 'object',
        properties: {
          type: {
            type: 'string',
            const: 'post-created',
          },
          postId: {
            type: 'string',
          },
          userId: {
            type: 'string',
          },
          createdAt: {
            type: 'string',
          },
        },
        required: ['type', 'postId', 'userId', 'createdAt'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          type: {
            type: 'string',
            const: 'like-count',
          },
          postId: {
            type: 'string',
          },
          likesCount: {
            type: 'number',
          },
        },
        required: ['type', 'postId', 'likesCount'],
        additionalProperties: false,
      },
    ],
    description:
      "Server-sent events of GET /api/live (signed-in members; the gateway authenticates it like any request). `event:` is the type, `data:` the JSON payload. The viewer's own posts are not announced to them.",
  },
  MediaUploadResponse: {
    type: 'object',
    properties: {
      mediaType: {
        type: 'string',
        enum: ['image', 'video'],
      },
      mediaUrl: {
        type: 'string',
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      videoUrl: {
        type: ['string', 'null'],
      },
    },
    required: ['mediaType', 'mediaUrl', 'imageUrl', 'videoUrl'],
    additionalProperties: false,
    description: "The spec's media upload response (POST /api/posts/media).",
  },
  MembershipPlan: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      description: {
        type: ['string', 'null'],
      },
      price: {
        type: 'number',
      },
      benefits: {
        type: 'array',
        items: {
          type: 'string',
        },
      },
      level: {
        type: 'number',
      },
      createdAt: {
        type: 'string',
      },
    },
    required: ['id', 'name', 'description', 'price', 'benefits', 'level', 'createdAt'],
    additionalProperties: false,
    description:
      'A tier as GET /api/membership-plans returns it (public, ordered by level). Prices are integer cents.',
  },
  MessageResponse: {
    type: 'object',
    properties: {
      message: {
        type: 'string',
      },
    },
    required: ['message'],
    additionalProperties: false,
    description: "A success answer that only confirms, e.g. `{ message: 'Signed out' }`.",
  },
  OrderDetail: {
    type: 'object',
    properties: {
      order: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
          },
          status: {
            type: 'string',
          },
          shippingAddress: {
            type: ['string', 'null'],
          },
          shippingMethod: {
            type: 'string',
          },
          paymentMethod: {
            type: 'string',
          },
          totalAmount: {
            type: 'number',
          },
          createdAt: {
            type: 'string',
          },
        },
        required: [
          'id',
          'status',
          'shippingAddress',
          'shippingMethod',
          'paymentMethod',
          'totalAmount',
          'createdAt',
        ],
        additionalProperties: false,
      },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: {
              type: 'string',
            },
            productId: {
              type: 'string',
            },
            price: {
              type: 'number',
            },
            quantity: {
              type: 'number',
            },
            product: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    id: {
                      type: 'string',
                    },
                    name: {
                      type: 'string',
                    },
                    imageUrl: {
                      type: ['string', 'null'],
                    },
                  },
                  required: ['id', 'name', 'imageUrl'],
                  additionalProperties: false,
                },
                {
                  type: 'null',
                },
              ],
            },
          },
          required: ['id', 'productId', 'price', 'quantity', 'product'],
          additionalProperties: false,
        },
      },
    },
    required: ['order', 'items'],
    additionalProperties: false,
    description:
      "GET /api/orders/{id} (store service ↔ the dashboard's order details). Money in integer cents.",
  },
  OrderStatus: {
    type: 'string',
  },
  OrderSummary: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      orderDate: {
        type: 'string',
      },
      createdAt: {
        type: 'string',
      },
      status: {
        $ref: '#/components/schemas/OrderStatus',
      },
      total: {
        type: 'number',
      },
      totalAmount: {
        type: 'number',
      },
      shippingAddress: {
        type: ['string', 'null'],
      },
      shippingMethod: {
        type: 'string',
      },
      paymentMethod: {
        type: 'string',
      },
    },
    required: [
      'id',
      'orderDate',
      'createdAt',
      'status',
      'total',
      'totalAmount',
      'shippingAddress',
      'shippingMethod',
      'paymentMethod',
    ],
    additionalProperties: false,
  },
  PeoplePage: {
    type: 'object',
    properties: {
      users: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PersonSummary',
        },
      },
      hasMore: {
        type: 'boolean',
      },
      nextCursor: {
        type: ['string', 'null'],
      },
    },
    required: ['users', 'hasMore'],
    additionalProperties: false,
    description: 'GET /api/users/{username}/followers|following and GET /api/suggested-accounts.',
  },
  PersonSummary: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      profileImageUrl: {
        type: ['string', 'null'],
      },
      isVerified: {
        type: 'boolean',
      },
      bio: {
        type: ['string', 'null'],
      },
      followersCount: {
        type: 'number',
      },
      isFollowing: {
        type: 'boolean',
        description: 'The viewer follows this person.',
      },
    },
    required: [
      'id',
      'username',
      'displayName',
      'profileImageUrl',
      'isVerified',
      'bio',
      'followersCount',
      'isFollowing',
    ],
    additionalProperties: false,
    description: 'A person in a list (followers, following, suggestions, search).',
  },
  PetType: {
    type: 'string',
    enum: ['dog', 'cat', 'fish', 'bird'],
  },
  PhotoUploadResponse: {
    type: 'object',
    properties: {
      user: {
        $ref: '#/components/schemas/CurrentUser',
      },
      mediaType: {
        type: 'string',
        const: 'image',
      },
      imageUrl: {
        type: 'string',
      },
      mediaUrl: {
        type: 'string',
      },
      profileImageUrl: {
        type: 'string',
      },
      coverImageUrl: {
        type: 'string',
      },
    },
    required: ['imageUrl', 'mediaType', 'mediaUrl', 'user'],
    additionalProperties: false,
    description:
      "POST /api/users/profile-photo and /banner-photo: the spec's media upload response plus the updated user.",
  },
  PostAuthor: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      profileImageUrl: {
        type: ['string', 'null'],
      },
      isVerified: {
        type: 'boolean',
      },
    },
    required: ['id', 'username', 'displayName', 'profileImageUrl', 'isVerified'],
    additionalProperties: false,
  },
  PostComment: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      postId: {
        type: 'string',
      },
      userId: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      userAvatar: {
        type: ['string', 'null'],
      },
      content: {
        type: 'string',
      },
      comment: {
        type: 'string',
      },
      createdAt: {
        type: 'string',
      },
    },
    required: [
      'id',
      'postId',
      'userId',
      'username',
      'displayName',
      'userAvatar',
      'content',
      'comment',
      'createdAt',
    ],
    additionalProperties: false,
    description:
      "A comment as listed under a post; `username` and `comment` are the feed's `commentList` item names.",
  },
  PostImage: {
    type: 'object',
    properties: {
      url: {
        type: 'string',
      },
      alt: {
        type: ['string', 'null'],
        description: "The author's description of the picture (alt text); null when none was given.",
      },
    },
    required: ['url'],
    additionalProperties: false,
  },
  Product: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      description: {
        type: ['string', 'null'],
      },
      price: {
        type: 'number',
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      category: {
        type: ['string', 'null'],
      },
      petType: {
        type: ['string', 'null'],
      },
      featured: {
        type: 'boolean',
      },
      isNew: {
        type: 'boolean',
      },
      isBestseller: {
        type: 'boolean',
      },
      attributes: {
        anyOf: [
          {
            type: 'object',
            properties: {
              features: {
                type: 'array',
                items: {
                  type: 'string',
                },
              },
            },
            additionalProperties: false,
          },
          {
            type: 'null',
          },
        ],
      },
      squareItemId: {
        type: ['string', 'null'],
      },
      lastSyncedAt: {
        type: ['string', 'null'],
      },
      createdAt: {
        type: 'string',
      },
    },
    required: [
      'id',
      'name',
      'description',
      'price',
      'imageUrl',
      'category',
      'petType',
      'featured',
      'isNew',
      'isBestseller',
      'attributes',
      'squareItemId',
      'lastSyncedAt',
      'createdAt',
    ],
    additionalProperties: false,
  },
  ProductCategory: {
    type: 'string',
    enum: [
      'Shampoo & Conditioner',
      'Nutritional Supplements',
      'Organic Treats',
      'Wellness Products',
      'Skincare Solutions',
    ],
  },
  ProductPetType: {
    type: 'string',
    enum: ['Cat', 'Dog'],
  },
  PublicProfile: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      bio: {
        type: ['string', 'null'],
      },
      profileImageUrl: {
        type: ['string', 'null'],
      },
      profilePicture: {
        type: ['string', 'null'],
        description: "Same value as profileImageUrl, the other variant's name.",
      },
      coverImageUrl: {
        type: ['string', 'null'],
      },
      location: {
        type: ['string', 'null'],
      },
      website: {
        type: ['string', 'null'],
      },
      isVerified: {
        type: 'boolean',
      },
      createdAt: {
        type: 'string',
        description: 'When the member joined (ISO).',
      },
      followersCount: {
        type: 'number',
      },
      followingCount: {
        type: 'number',
      },
      postsCount: {
        type: 'number',
      },
      isFollowing: {
        type: 'boolean',
        description: 'The viewer follows this member (false for visitors and for oneself).',
      },
      followsYou: {
        type: 'boolean',
        description: 'This member follows the viewer.',
      },
      isOwnProfile: {
        type: 'boolean',
      },
    },
    required: [
      'id',
      'username',
      'displayName',
      'bio',
      'profileImageUrl',
      'profilePicture',
      'coverImageUrl',
      'location',
      'website',
      'isVerified',
      'createdAt',
      'followersCount',
      'followingCount',
      'postsCount',
      'isFollowing',
      'followsYou',
      'isOwnProfile',
    ],
    additionalProperties: false,
    description:
      "GET /api/profile/{username}: the public profile with its counts, as the viewer sees it. 404 'Profile not found'.",
  },
  RemoteList: {
    type: 'object',
    additionalProperties: {
      type: 'string',
    },
    description:
      'Remote list served by the gateway: remote name → manifest URL, read by the shell at run time.',
  },
  RepetState: {
    type: 'object',
    properties: {
      postId: {
        type: 'string',
      },
      isRepeted: {
        type: 'boolean',
        const: true,
      },
      repetsCount: {
        type: 'number',
      },
      repetId: {
        type: 'string',
        description: 'The repet itself (a post with isRepet and originalPostId).',
      },
    },
    required: ['postId', 'isRepeted', 'repetsCount', 'repetId'],
    additionalProperties: false,
  },
  Role: {
    type: 'string',
    enum: ['member', 'admin'],
    description:
      'Roles a user can hold. Admin is checked on the server for /api/admin/*, catalogue sync and /admin/queues.',
  },
  SearchResults: {
    type: 'object',
    properties: {
      users: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PostAuthor',
        },
      },
      posts: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/FeedPost',
        },
      },
      products: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: {
              type: 'string',
            },
            name: {
              type: 'string',
            },
            imageUrl: {
              type: ['string', 'null'],
            },
            price: {
              type: 'number',
            },
          },
          required: ['id', 'name', 'imageUrl', 'price'],
          additionalProperties: false,
        },
      },
      hasMore: {
        type: 'boolean',
        description: 'More results exist for the same query on the next `page` (any of the three lists).',
      },
    },
    required: ['users', 'posts', 'products'],
    additionalProperties: false,
  },
  SessionIdentity: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      role: {
        $ref: '#/components/schemas/Role',
      },
    },
    required: ['id', 'username', 'role'],
    additionalProperties: false,
    description:
      'account `GET /internal/session`: who the forwarded session cookie belongs to (401 when nobody). The gateway turns it into IdentityClaims (`id` becomes `sub`) and signs them.',
  },
  SessionRevocation: {
    anyOf: [
      {
        type: 'object',
        properties: {
          kind: {
            type: 'string',
            const: 'session',
          },
          sessionHash: {
            type: 'string',
          },
        },
        required: ['kind', 'sessionHash'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          kind: {
            type: 'string',
            const: 'user',
          },
          userId: {
            type: 'string',
          },
        },
        required: ['kind', 'userId'],
        additionalProperties: false,
      },
    ],
  },
  SocialSearchResult: {
    type: 'object',
    properties: {
      users: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/PostAuthor',
        },
      },
      posts: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/FeedPost',
        },
      },
      hasMore: {
        type: 'boolean',
        description: 'More results exist for the same query on the next `page` (any of the three lists).',
      },
    },
    required: ['users', 'posts'],
    additionalProperties: false,
    description:
      'social `GET /internal/search?q&page&limit&petType`: the people and posts part, which the gateway completes with products. `hasMore`: either list has another page.',
  },
  SocialStats: {
    type: 'object',
    properties: {
      posts: {
        $ref: '#/components/schemas/DailyCount',
      },
      likes: {
        $ref: '#/components/schemas/DailyCount',
      },
      repets: {
        $ref: '#/components/schemas/DailyCount',
      },
      moderation: {
        type: 'object',
        properties: {
          pending: {
            type: 'number',
          },
        },
        required: ['pending'],
        additionalProperties: false,
      },
      recentActivity: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/ActivityItem',
        },
      },
    },
    required: ['posts', 'likes', 'repets', 'moderation', 'recentActivity'],
    additionalProperties: false,
    description: 'social `GET /internal/stats`',
  },
  StartCatalogSyncRequest: {
    type: 'object',
    properties: {
      mode: {
        $ref: '#/components/schemas/CatalogSyncRequestedMode',
      },
    },
    additionalProperties: false,
  },
  StartCatalogSyncResponse: {
    type: 'object',
    properties: {
      message: {
        type: 'string',
        description:
          "'Catalog sync started' — the page shows it in the 'Sync Successful' toast only once the job completed.",
      },
      jobId: {
        type: 'string',
      },
    },
    required: ['message', 'jobId'],
    additionalProperties: false,
  },
  SyncedProduct: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      description: {
        type: ['string', 'null'],
      },
      price: {
        type: 'number',
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      category: {
        type: ['string', 'null'],
      },
      petType: {
        type: ['string', 'null'],
      },
      featured: {
        type: 'boolean',
      },
      isNew: {
        type: 'boolean',
      },
      isBestseller: {
        type: 'boolean',
      },
      attributes: {
        anyOf: [
          {
            type: 'object',
            properties: {
              features: {
                type: 'array',
                items: {
                  type: 'string',
                },
              },
            },
            additionalProperties: false,
          },
          {
            type: 'null',
          },
        ],
      },
      squareItemId: {
        type: ['string', 'null'],
      },
      lastSyncedAt: {
        type: ['string', 'null'],
      },
      createdAt: {
        type: 'string',
      },
      available: {
        type: 'boolean',
        description: 'False once deleted/archived in Square: hidden from /store, kept for orders and carts.',
      },
    },
    required: [
      'attributes',
      'available',
      'category',
      'createdAt',
      'description',
      'featured',
      'id',
      'imageUrl',
      'isBestseller',
      'isNew',
      'lastSyncedAt',
      'name',
      'petType',
      'price',
      'squareItemId',
    ],
    additionalProperties: false,
  },
  SyncedProductsPage: {
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/SyncedProduct',
        },
      },
      total: {
        type: 'number',
      },
      page: {
        type: 'number',
      },
      limit: {
        type: 'number',
      },
    },
    required: ['products', 'total', 'page', 'limit'],
    additionalProperties: false,
  },
  TrendingHashtag: {
    type: 'object',
    properties: {
      tag: {
        type: 'string',
        description: "Without the '#', lower case.",
      },
      postsCount: {
        type: 'number',
      },
    },
    required: ['tag', 'postsCount'],
    additionalProperties: false,
  },
  TrendingHashtags: {
    type: 'object',
    properties: {
      hashtags: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/TrendingHashtag',
        },
      },
    },
    required: ['hashtags'],
    additionalProperties: false,
    description: 'GET /api/hashtags/trending?limit: hashtags of posts of the last days, most used first.',
  },
  UserProfileChangedEvent: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
      },
      username: {
        type: 'string',
      },
      displayName: {
        type: ['string', 'null'],
      },
      profileImageUrl: {
        type: ['string', 'null'],
      },
      isVerified: {
        type: 'boolean',
      },
      bio: {
        type: ['string', 'null'],
        description:
          'Public profile fields shown on /profile and /user pages. Optional: events queued before they existed lack them.',
      },
      coverImageUrl: {
        type: ['string', 'null'],
      },
      location: {
        type: ['string', 'null'],
      },
      website: {
        type: ['string', 'null'],
      },
      joinedAt: {
        type: 'string',
        description: 'When the account was created (ISO).',
      },
    },
    required: ['id', 'username', 'displayName', 'profileImageUrl', 'isVerified'],
    additionalProperties: false,
  },
  UserResponse: {
    type: 'object',
    properties: {
      user: {
        $ref: '#/components/schemas/CurrentUser',
      },
    },
    required: ['user'],
    additionalProperties: false,
    description:
      'The signed-in user after a change: profile edits (PUT /api/users/profile, PATCH …/{id}/profile), onboarding.',
  },
  Wishlist: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          $ref: '#/components/schemas/WishlistItem',
        },
      },
    },
    required: ['items'],
    additionalProperties: false,
    description:
      'GET /api/wishlist (members): newest first. POST /api/wishlist {productId}, DELETE /api/wishlist/{productId}.',
  },
  WishlistItem: {
    type: 'object',
    properties: {
      productId: {
        type: 'string',
      },
      name: {
        type: 'string',
      },
      imageUrl: {
        type: ['string', 'null'],
      },
      price: {
        type: 'number',
      },
      addedAt: {
        type: 'string',
      },
    },
    required: ['productId', 'name', 'imageUrl', 'price', 'addedAt'],
    additionalProperties: false,
  },
};
